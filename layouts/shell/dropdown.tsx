// Disclosure dropdown of the header (support, language, account): a button that shows a panel of
// links or buttons. Closes on Escape (focus back to the button), outside click, leaving by Tab and
// choosing an item. The panel stays in the HTML (hidden) so crawlers still see the links.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { below, up } from '../../src/theme/breakpoints';
import { ChevronDownIcon } from '../../src/ui/icons';
import { AppLink } from '../../src/routes/app-link';

export interface DropdownProps {
  /** Visible content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the toggle when its visible content is not enough (icon only, a code). */
  ariaLabel?: string;
  /** Which edge of the toggle the panel aligns to. */
  align?: 'start' | 'end';
  /** The same below the desktop breakpoint, where the toggle may sit elsewhere (defaults to `align`). */
  alignBelowDesktop?: 'start' | 'end';
  /** `bar`: the small top header bar; `nav`: the navigation bar. */
  tone?: 'bar' | 'nav';
  children: ReactNode;
}

export function Dropdown({ label, ariaLabel, align = 'start', alignBelowDesktop = align, tone = 'bar', children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a, button')) setOpen(false);
  };

  return (
    <Root
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Toggle
        ref={buttonRef}
        type="button"
        $tone={tone}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <Chevron $open={open} />
      </Toggle>
      <Panel id={panelId} hidden={!open} $align={align} $alignBelowDesktop={alignBelowDesktop} $tone={tone} onClick={onPanelClick}>
        {children}
      </Panel>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
  flex-direction: column;
`;

const Toggle = styled.button<{ $tone: 'bar' | 'nav' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  white-space: nowrap;
  ${({ $tone }) =>
    $tone === 'nav'
      ? css`
          font-size: 0.88rem;
          font-weight: 600;
          letter-spacing: 0.04em;
        `
      : css`
          font-size: 0.8rem;
        `}
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Chevron = styled(ChevronDownIcon)<{ $open: boolean }>`
  transition: transform 0.15s ease;
  transform: ${({ $open }) => ($open ? 'rotate(180deg)' : 'none')};
`;

const edge = (align: 'start' | 'end') => (align === 'end' ? 'right: 0; left: auto;' : 'left: 0; right: auto;');

const Panel = styled.div<{ $align: 'start' | 'end'; $alignBelowDesktop: 'start' | 'end'; $tone: 'bar' | 'nav' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  ${({ $alignBelowDesktop }) => edge($alignBelowDesktop)}
  ${up('lg')} {
    ${({ $align }) => edge($align)}
  }
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  min-width: 200px;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  &[hidden] {
    display: none;
  }
  ${({ $tone }) =>
    $tone === 'nav' &&
    css`
      /* Inside the collapsed mobile menu the panel opens in place instead of floating. */
      ${below('lg')} {
        position: static;
        box-shadow: none;
        margin-top: ${({ theme }) => theme.space.xs};
      }
    `}
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  font-weight: 500;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.heading};
    text-decoration: none;
  }
  &[aria-current='true'],
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export const DropdownLink = styled(AppLink)`
  ${itemStyle}
`;
export const DropdownButton = styled.button`
  ${itemStyle}
`;
export const DropdownDivider = styled.hr`
  margin: ${({ theme }) => `${theme.space.xs} 0`};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
