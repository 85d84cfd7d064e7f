// The header search: the search icon opens and closes the search panel (search/search-panel.tsx,
// a combobox over search/use-search-suggestions.ts); a click outside or the focus leaving closes it.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon, SearchIcon } from '../../src/ui/icons';
import { SearchPanel } from './search/search-panel';

export function SearchPopover() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) setOpen(false);
      }}
    >
      <Toggle
        ref={buttonRef}
        type="button"
        aria-label={t`Search`}
        title={t`Search`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </Toggle>
      {open && <SearchPanel id={panelId} anchor={buttonRef} onClose={close} />}
    </Root>
  );
}

const Root = styled.div`
  order: 2;
  display: inline-flex;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.accent};
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
