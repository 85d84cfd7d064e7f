// A full-screen picture viewer for members: the 1920 px picture, previous/next (buttons, arrow keys,
// swipe), a link to the original, Escape or the close button to leave. Focus stays inside while it
// is open and returns to the thumbnail afterwards; the page does not scroll behind it.
import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';

export interface LightboxImage {
  id: number | string;
  /** What the viewer shows (members: the 1920 px version). */
  src: string;
  /** The original, opened in a new tab. */
  originalSrc?: string;
}

export interface LightboxProps {
  images: LightboxImage[];
  /** The picture shown, or null while closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Names the pictures, e.g. the gallery's title. */
  name: string;
}

export function Lightbox({ index, ...props }: LightboxProps) {
  if (index === null || typeof document === 'undefined' || !props.images[index]) return null;
  return createPortal(<OpenLightbox index={index} {...props} />, document.body);
}

const SWIPE_PX = 50;

function OpenLightbox({ images, index, onIndexChange, onClose, name }: LightboxProps & { index: number }) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDivElement>(null);
  const touchX = useRef<number | null>(null);
  const image = images[index]!;
  const count = images.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);
  const position = t`Photo ${index + 1} of ${count}`;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  // The next picture is usually wanted next: fetch it ahead.
  useEffect(() => {
    const next = images[(index + 1) % count];
    if (next && typeof Image !== 'undefined') new Image().src = next.src;
  }, [images, index, count]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab') {
      // Keep focus on the viewer's own controls.
      const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('button, a[href]') ?? []);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };

  return (
    <Backdrop
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={`${name}: ${position}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <Bar>
        <Counter aria-live="polite">{position}</Counter>
        <BarActions>
          {image.originalSrc && (
            <BarLink href={image.originalSrc} target="_blank" rel="noopener">
              <Trans>Original size</Trans>
            </BarLink>
          )}
          <RoundButton type="button" onClick={onClose} aria-label={t`Close`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </RoundButton>
        </BarActions>
      </Bar>
      <Picture key={image.id} src={image.src} alt={position} onClick={() => count > 1 && go(1)} />
      {count > 1 && (
        <>
          <Side type="button" $side="left" onClick={() => go(-1)} aria-label={t`Previous photo`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </Side>
          <Side type="button" $side="right" onClick={() => go(1)} aria-label={t`Next photo`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </Side>
        </>
      )}
    </Backdrop>
  );
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  animation: ${fadeIn} 0.2s ease-out;
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Bar = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

const Counter = styled.p`
  margin: 0;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const BarActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const BarLink = styled.a`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: inherit;
  font-size: 0.85rem;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: none;
  }
`;

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  svg {
    width: 24px;
    height: 24px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Side = styled(RoundButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space.sm};
  transform: translateY(-50%);
  width: 52px;
  height: 52px;
  background: ${({ theme }) => `color-mix(in srgb, ${theme.colors.headerBackground} 60%, transparent)`};
`;

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
`;
