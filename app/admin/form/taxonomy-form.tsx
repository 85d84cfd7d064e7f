// A tag's, channel's, place's or category's fields: name and description per language and address.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffNamed } from '../../../schemas/api/staff-content';
import { createNamed, editNamed, type Taxonomy } from '../api/staff-taxonomy';
import { useStaffAction } from '../api/use-staff-action';
import { LocalizedTextField } from './localized-text-field';
import { FormFailure } from './form-failure';
import { FormActions, FormCard } from '../../../src/ui/form-layout';
import { TextField } from '../../../src/ui/text-field';
import { Button } from '../../../src/ui/button';

export interface TaxonomyFormProps {
  taxonomy: Taxonomy;
  item?: StaffNamed;
  label: string;
  onSaved: (item: StaffNamed) => void;
}

export function TaxonomyForm({ taxonomy, item, label, onSaved }: TaxonomyFormProps) {
  const { t } = useLingui();
  const [fullName, setFullName] = useState(item?.fullName ?? '');
  const [permaLink, setPermaLink] = useState(item?.permaLink ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [names, setNames] = useState<Record<string, string>>(item?.names ?? {});
  const [saved, setSaved] = useState(false);
  const { run, busy, failure } = useStaffAction();
  const fieldError = (name: string) => failure?.fields[name];
  const changed = <T,>(set: (value: T) => void) => (value: T) => {
    setSaved(false);
    set(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { fullName: fullName.trim(), permaLink: permaLink.trim(), description: description.trim() ? description : null, names };
    const result = await run((api) => (item ? editNamed(api, taxonomy, item.id, body) : createNamed(api, taxonomy, body)));
    if (result) {
      setSaved(true);
      onSaved(result);
    }
  };

  return (
    <FormCard onSubmit={submit} aria-label={label} noValidate>
      <LocalizedTextField label={t`Name`} field="fullName" base={fullName} names={names} onBase={changed(setFullName)} onNames={changed(setNames)} required error={fieldError('fullName')} />
      <TextField label={t`Address (permaLink)`} name="permaLink" value={permaLink} onChange={changed(setPermaLink)} required hint={t`Lowercase words joined by -`} error={fieldError('permaLink')} />
      <LocalizedTextField label={t`Description`} field="description" base={description} names={names} onBase={changed(setDescription)} onNames={changed(setNames)} rows={4} error={fieldError('description')} />
      <FormFailure failure={failure} />
      {saved && !failure && (
        <p role="status">
          <Trans>Saved.</Trans>
        </p>
      )}
      <FormActions>
        <Button type="submit" disabled={busy}>
          {item ? <Trans>Save changes</Trans> : <Trans>Create</Trans>}
        </Button>
      </FormActions>
    </FormCard>
  );
}
