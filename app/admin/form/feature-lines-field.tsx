// A plan's feature lines in one language: each line a text field, moved up or down or removed, and
// a button that adds one. Focus goes to the added line so keyboard users keep typing.
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../src/ui/button';

export interface FeatureLinesFieldProps {
  /** "Feature lines (Deutsch)". */
  label: string;
  lang: string;
  lines: string[];
  onChange: (lines: string[]) => void;
  disabled?: boolean;
}

export function FeatureLinesField({ label, lang, lines, onChange, disabled }: FeatureLinesFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [lines.length]);
  const move = (index: number, step: number) => {
    const next = [...lines];
    [next[index], next[index + step]] = [next[index + step]!, next[index]!];
    onChange(next);
  };
  return (
    <Group aria-labelledby={`${id}-legend`} disabled={disabled}>
      <Legend id={`${id}-legend`}>{label}</Legend>
      <Lines ref={list}>
        {lines.map((line, index) => {
          const n = index + 1;
          return (
            <li key={index}>
              <input aria-label={t`Line ${n}`} lang={lang} value={line} maxLength={255} onChange={(event) => onChange(lines.map((other, i) => (i === index ? event.target.value : other)))} />
              <Button type="button" $size="small" $variant="ghost" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t`Move line ${n} up`}>
                ↑
              </Button>
              <Button type="button" $size="small" $variant="ghost" disabled={index === lines.length - 1} onClick={() => move(index, 1)} aria-label={t`Move line ${n} down`}>
                ↓
              </Button>
              <Button type="button" $size="small" $variant="ghost" onClick={() => onChange(lines.filter((_, i) => i !== index))} aria-label={t`Remove line ${n}`}>
                ✕
              </Button>
            </li>
          );
        })}
      </Lines>
      <Button
        type="button"
        $size="small"
        $variant="secondary"
        disabled={lines.length >= 20}
        onClick={() => {
          added.current = true;
          onChange([...lines, '']);
        }}
      >
        <Trans>Add a line</Trans>
      </Button>
    </Group>
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  font-weight: 700;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.heading};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Lines = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding-left: 1.5em;
  li > * {
    vertical-align: middle;
  }
  input {
    width: min(100%, 28rem);
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
