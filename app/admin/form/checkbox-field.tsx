// A labelled checkbox in the form's style.
import styled from 'styled-components';

export function CheckboxField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Label>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
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
