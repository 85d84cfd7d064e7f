// The member player's quality choice: one radio per full-length file, with its size, so a member on
// a slow line can pick Full HD over 4K knowingly.
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import type { MemberFile } from '../api/updates';
import { useFormatFileSize } from './file-size';

/** "4K Ultra HD" / "Full HD" / "<width> px": the names used by the picker and the download list. */
export function useResolutionName() {
  const { t } = useLingui();
  return (width: number) => (width >= 3840 ? t`4K Ultra HD` : width >= 1920 ? t`Full HD` : t`${width} px`);
}

export interface ResolutionPickerProps {
  files: MemberFile[];
  /** Width of the file playing. */
  value: number | undefined;
  onChange: (width: number) => void;
}

export function ResolutionPicker({ files, value, onChange }: ResolutionPickerProps) {
  const { t } = useLingui();
  const nameOf = useResolutionName();
  const size = useFormatFileSize();
  if (files.length < 2) return null;
  return (
    <Group role="radiogroup" aria-label={t`Video quality`}>
      <Legend aria-hidden="true">{t`Quality`}</Legend>
      {files.map((file) => {
        const checked = file.width === value;
        return (
          <Choice key={file.id} $checked={checked}>
            <input type="radio" name="video-quality" value={file.width} checked={checked} onChange={() => onChange(file.width)} />
            <span>{nameOf(file.width)}</span>
            {file.filesize !== undefined && <small>{size(file.filesize)}</small>}
          </Choice>
        );
      })}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Legend = styled.span`
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Choice = styled.label<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $checked }) => ($checked ? `color-mix(in srgb, ${theme.colors.primary} 12%, transparent)` : theme.colors.surface)};
  color: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.text)};
  font-size: 0.88rem;
  font-weight: 600;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
