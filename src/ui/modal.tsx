// Accessible modal dialog: portal to <body>, focus trapped and restored, page scroll locked,
// closes on Escape and backdrop click when it has an `onClose` (an age gate has none).
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { up } from '../theme/breakpoints';

export type ModalSize = 'small' | 'medium' | 'large';

export interface ModalProps {
  open: boolean;
  /** Escape, a backdrop click and the close button call this. Without it the modal cannot be dismissed. */
  onClose?: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keeps the title for assistive technology only. */
  hideTitle?: boolean;
  children: ReactNode;
  size?: ModalSize;
  /** Element to focus when the dialog opens; otherwise its first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Blurs the page behind the backdrop (gates that must hide the page visually). */
  blurBackdrop?: boolean;
  /**
   * Shown as the page loads (the server's age gate): painted at once, without the fade and rise an
   * opening has. A dialog that fades in from transparent is not painted content until it has
   * faded in, which would make the page's largest paint wait for the animation.
   */
  shownWithPage?: boolean;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[hidden]'));

export function Modal({ open, ...props }: ModalProps) {
  // Nothing on the server and nothing while closed: the page's own HTML stays complete for crawlers.
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

/**
 * The open dialog itself, where it is rendered (Modal portals it to <body>). The server also renders
 * it as markup that lives outside the app: the age gate shown before the app starts.
 */
export function OpenModal({ onClose, title, hideTitle, children, size = 'medium', initialFocusRef, blurBackdrop, shownWithPage }: Omit<ModalProps, 'open'>) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedInside = useRef(false);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (initialFocusRef?.current ?? focusablesIn(dialog)[0] ?? dialog).focus();

    const { body, documentElement } = document;
    const previousOverflow = body.style.overflow;
    const previousPaddingRight = body.style.paddingRight;
    // Keep the page from shifting sideways when its scrollbar disappears.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;

    return () => {
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPaddingRight;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Runs once per opening; a later change of initialFocusRef must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Stops here so that only the innermost of nested modals reacts.
      event.stopPropagation();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusablesIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // A drag that starts inside the dialog and ends on the backdrop is not a backdrop click.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedInside.current = event.target !== event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = event.target === event.currentTarget && !pressedInside.current;
    pressedInside.current = false;
    if (onBackdrop) onClose?.();
  };

  return (
    <Backdrop $blur={blurBackdrop} $animate={!shownWithPage} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} onKeyDown={onKeyDown}>
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $size={size} $animate={!shownWithPage}>
        <Title id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
          {title}
        </Title>
        {onClose && (
          <CloseButton type="button" onClick={onClose} aria-label={t`Close`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </CloseButton>
        )}
        {children}
      </Dialog>
    </Backdrop>
  );
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const riseIn = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div<{ $blur?: boolean; $animate: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  background: ${({ theme, $blur }) => `color-mix(in srgb, ${theme.colors.headerBackground} ${$blur ? 88 : 72}%, transparent)`};
  backdrop-filter: ${({ $blur }) => ($blur ? 'blur(10px)' : 'none')};
  animation: ${({ $animate }) => ($animate ? css`${fadeIn} 0.2s ease-out` : 'none')};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const widths: Record<ModalSize, string> = { small: '420px', medium: '560px', large: '820px' };

const Dialog = styled.div<{ $size: ModalSize; $animate: boolean }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - ${({ theme }) => theme.space.xl});
  overflow-y: auto;
  margin: auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  animation: ${({ $animate }) => ($animate ? css`${riseIn} 0.25s ease-out` : 'none')};
  &:focus {
    outline: none;
  }
  ${up('sm')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.lg}`};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Title = styled.h2`
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} 0;
  font-size: 1.4rem;
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.heading};
  }
`;
