// A labelled checkbox in the form's style.
import styled from 'styled-components';

export function CheckboxField({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <Label>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </Label>
  );
}

const Label = styled.label`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  font-weight: 600;
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
