// Picks the models, tags, place, channel or category an update refers to, from the staff lists
// (the first 100 by name: enough for a select; a search-as-you-type picker can replace it).
import { useId } from 'react';
import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { useStaffModels } from '../api/staff-models';
import { useStaffNamedList, type Taxonomy } from '../api/staff-taxonomy';
import { FieldError } from '../admin-ui';

type Source = 'models' | Taxonomy;

function useOptions(source: Source) {
  const models = useStaffModels(source === 'models' ? { s: 100 } : { s: 1 });
  const named = useStaffNamedList(source === 'models' ? 'tags' : source, { s: source === 'models' ? 1 : 100 });
  return ((source === 'models' ? models.data?.items : named.data?.items) ?? []).map((item) => ({ id: item.id, name: item.fullName }));
}

interface Common {
  label: string;
  source: Source;
  error?: string;
}

export function MultiReferenceSelect({ label, source, ids, onChange, error }: Common & { ids: number[]; onChange: (ids: number[]) => void }) {
  const id = useId();
  const options = useOptions(source);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} multiple size={Math.min(6, Math.max(3, options.length))} value={ids.map(String)} onChange={(event) => onChange(Array.from(event.target.selectedOptions, (option) => Number(option.value)))}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error && <FieldError>{error}</FieldError>}
    </Field>
  );
}

export function SingleReferenceSelect({ label, source, value, onChange, error }: Common & { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useLingui();
  const id = useId();
  const options = useOptions(source);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">{t`None`}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error && <FieldError>{error}</FieldError>}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: 700;
    font-size: 0.92rem;
    color: ${({ theme }) => theme.colors.heading};
  }
  select {
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
