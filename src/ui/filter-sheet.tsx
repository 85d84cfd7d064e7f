// A list's filters behind one "Filter" button: a sheet (the shared Modal: focus trapped, Escape and
// a close button) with a form of choices that the list applies at once on "Show results". On
// phones it stands in for the calendar and tag cloud beside the list, which take a screen each.
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { Modal } from './modal';

const Toggle = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.5em;
  height: 1.5em;
  padding: 0 0.35em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.8em;
  font-variant-numeric: tabular-nums;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** A labelled full-width select of the sheet's form. */
export const SheetField = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.heading};
  font-weight: 600;
  select {
    width: 100%;
    min-width: 0;
    height: 2.75rem;
    padding: 0 0.9em;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background-color: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 400;
  }
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

export interface FilterSheetProps {
  /** How many filters are set (shown on the button). */
  active: number;
  /** The form's fields; they read and write the caller's draft. */
  children: ReactNode;
  /** Called as the sheet opens, to start the draft from what the list shows. */
  onOpen: () => void;
  /** Applies the draft; the sheet closes. */
  onApply: () => void;
  /** Clears every filter; the sheet closes. */
  onReset: () => void;
}

export function FilterSheet({ active, children, onOpen, onApply, onReset }: FilterSheetProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
    setOpen(false);
  };
  return (
    <>
      <Toggle
        type="button"
        $variant="secondary"
        $size="small"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          onOpen();
          setOpen(true);
        }}
      >
        <Trans>Filter</Trans>
        {active > 0 && <Badge aria-label={t`${active} active`}>{active}</Badge>}
      </Toggle>
      <Modal open={open} onClose={() => setOpen(false)} title={t`Filter`} size="small">
        <Form onSubmit={submit}>
          {children}
          <Actions>
            <Button
              type="button"
              $variant="ghost"
              onClick={() => {
                onReset();
                setOpen(false);
              }}
            >
              <Trans>Reset filters</Trans>
            </Button>
            <Button type="submit">
              <Trans>Show results</Trans>
            </Button>
          </Actions>
        </Form>
      </Modal>
    </>
  );
}
