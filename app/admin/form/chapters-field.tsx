// A video's chapters: a title and the second it starts at, added and removed in place.
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffUpdateCreateBody } from '../../../schemas/api/staff-content';
import { Button } from '../../../src/ui/button';
import { FieldError } from '../admin-ui';

type Chapter = NonNullable<StaffUpdateCreateBody['chapters']>[number];

export function ChaptersField({ chapters, onChange, error }: { chapters: Chapter[]; onChange: (chapters: Chapter[]) => void; error?: string }) {
  const { t } = useLingui();
  const set = (index: number, patch: Partial<Chapter>) => onChange(chapters.map((chapter, i) => (i === index ? { ...chapter, ...patch } : chapter)));
  return (
    <fieldset>
      <legend>
        <Trans>Chapters</Trans>
      </legend>
      {chapters.map((chapter, index) => {
        const n = index + 1;
        return (
          <Row key={index}>
            <label>
              {t`Chapter ${n} title`}
              <input value={chapter.title} onChange={(event) => set(index, { title: event.target.value })} />
            </label>
            <label>
              {t`Starts at (seconds)`}
              <input type="number" min={0} max={86400} value={chapter.startSeconds} onChange={(event) => set(index, { startSeconds: Number(event.target.value) || 0 })} />
            </label>
            <Button type="button" $variant="ghost" $size="small" onClick={() => onChange(chapters.filter((_, i) => i !== index))}>
              {t`Remove chapter ${n}`}
            </Button>
          </Row>
        );
      })}
      <Button type="button" $variant="secondary" $size="small" onClick={() => onChange([...chapters, { title: '', startSeconds: 0 }])}>
        <Trans>Add a chapter</Trans>
      </Button>
      {error && <FieldError>{error}</FieldError>}
    </fieldset>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.sm};
  label {
    display: grid;
    gap: 2px;
    font-size: 0.85rem;
  }
  input {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
