// The search box, a labelled select and the paging under a staff list.
import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LabelledSelect } from '../../src/ui/labelled-select';
import { Pagination } from '../../src/ui/pagination';
import { useDebouncedValue } from '../../src/ui/use-debounced-value';

export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 300);
  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only a settled change of the text searches; the URL's value follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return <input type="search" aria-label={t`Search`} placeholder={t`Search`} value={text} onChange={(event) => setText(event.target.value)} />;
}

export interface SelectFilterProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  const id = useId();
  return (
    <LabelledSelect htmlFor={id}>
      {label}
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledSelect>
  );
}

export const PAGE_SIZE = 30;

export function ListPaging({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  return <Pagination page={page} total={total} size={PAGE_SIZE} pageSizes={[PAGE_SIZE]} onPageChange={onPage} onSizeChange={() => {}} label={t`Pages`} />;
}
