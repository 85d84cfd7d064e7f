// A picture, video or picture set from the media library: a button opens the library's picker; the
// chosen ids (and their file names once picked here) are shown and can be cleared.
import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { MediaPicker } from '../media/media-picker';
import type { MediaAsset } from '../../../schemas/api/media-library';
import { Button } from '../../../src/ui/button';

export interface MediaFieldProps {
  label: string;
  kind: MediaAsset['kind'];
  multiple?: boolean;
  ids: number[];
  onChange: (ids: number[]) => void;
}

export function MediaField({ label, kind, multiple, ids, onChange }: MediaFieldProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<Record<number, string>>({});
  const pick = (assets: MediaAsset[]) => {
    setNames((known) => ({ ...known, ...Object.fromEntries(assets.map((asset) => [asset.id, asset.filename])) }));
    onChange(assets.map((asset) => asset.id));
    setOpen(false);
  };
  const count = ids.length;
  return (
    <Field role="group" aria-label={label}>
      <strong>{label}</strong>
      {count ? (
        <Chosen>
          {ids.map((id) => (
            <li key={id}>{names[id] ? `${names[id]} (#${id})` : `#${id}`}</li>
          ))}
        </Chosen>
      ) : (
        <Empty>
          <Trans>Nothing chosen</Trans>
        </Empty>
      )}
      <Actions>
        <Button type="button" $variant="secondary" $size="small" onClick={() => setOpen(true)}>
          {count ? t`Change ${label}` : t`Choose ${label}`}
        </Button>
        {count > 0 && (
          <Button type="button" $variant="ghost" $size="small" onClick={() => onChange([])}>
            {t`Clear ${label}`}
          </Button>
        )}
      </Actions>
      {open && <MediaPicker kind={kind} multiple={multiple} selected={ids} onPick={pick} onClose={() => setOpen(false)} />}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  strong {
    color: ${({ theme }) => theme.colors.heading};
    font-size: 0.92rem;
  }
`;

const Chosen = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  font-size: 0.9rem;
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;
