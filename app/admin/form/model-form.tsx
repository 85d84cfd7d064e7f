// A model's fields: name and description per language, address, profile details, trailer, the
// search texts and the picture from the media library.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createModel, editModel, type StaffModelWithMedia } from '../api/staff-models';
import { useStaffAction } from '../api/use-staff-action';
import { modelBodyOf, modelDraftOf, type ModelDraft, type ModelProblems } from './model-draft';
import { LocalizedTextField } from './localized-text-field';
import { MediaField } from './media-field';
import { FormFailure } from './form-failure';
import { SelectFilter } from '../list-controls';
import { FieldRow, FormActions, FormCard } from '../../../src/ui/form-layout';
import { TextField } from '../../../src/ui/text-field';
import { Button } from '../../../src/ui/button';

export interface ModelFormProps {
  model?: StaffModelWithMedia;
  lockedReason?: string;
  onSaved: (model: StaffModelWithMedia) => void;
}

export function ModelForm({ model, lockedReason, onSaved }: ModelFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<ModelDraft>(() => modelDraftOf(model));
  const [problems, setProblems] = useState<ModelProblems>({});
  const [saved, setSaved] = useState(false);
  const { run, busy, failure } = useStaffAction();
  const set = <K extends keyof ModelDraft>(key: K, value: ModelDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const fieldError = (name: string) => failure?.fields[name];
  const wholeError = (key: keyof ModelProblems) => (problems[key] ? t`Enter a whole number` : fieldError(key));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, problems } = modelBodyOf(draft);
    setProblems(problems);
    if (Object.keys(problems).length) return;
    const result = await run((api) => (model ? editModel(api, model.id, body) : createModel(api, body)));
    if (result) {
      setSaved(true);
      onSaved(result);
    }
  };

  return (
    <FormCard onSubmit={submit} aria-label={t`Model`} noValidate>
      <LocalizedTextField label={t`Name`} field="fullName" base={draft.fullName} names={draft.names} onBase={(value) => set('fullName', value)} onNames={(names) => set('names', names)} required error={fieldError('fullName')} />
      <TextField label={t`Address (permaLink)`} name="permaLink" value={draft.permaLink} onChange={(value) => set('permaLink', value)} required hint={t`Lowercase words joined by -, e.g. anna-blue`} error={fieldError('permaLink')} />
      <LocalizedTextField label={t`Description`} field="description" base={draft.description} names={draft.names} onBase={(value) => set('description', value)} onNames={(names) => set('names', names)} rows={5} error={fieldError('description')} />
      <FieldRow>
        <SelectFilter label={t`Gender`} value={draft.gender} onChange={(value) => set('gender', value === 'Male' ? 'Male' : 'Female')} options={[{ value: 'Female', label: t`Female` }, { value: 'Male', label: t`Male` }]} />
        <TextField label={t`Age`} name="age" value={draft.age} onChange={(value) => set('age', value)} error={wholeError('age')} />
      </FieldRow>
      <FieldRow>
        <TextField label={t`Height (cm)`} name="height" value={draft.height} onChange={(value) => set('height', value)} error={wholeError('height')} />
        <TextField label={t`Weight (kg)`} name="weight" value={draft.weight} onChange={(value) => set('weight', value)} error={wholeError('weight')} />
      </FieldRow>
      <FieldRow>
        <TextField label={t`Hair`} name="hair" value={draft.hair} onChange={(value) => set('hair', value)} error={fieldError('hair')} />
        <TextField label={t`Eyes`} name="eyes" value={draft.eyes} onChange={(value) => set('eyes', value)} error={fieldError('eyes')} />
        <TextField label={t`Country`} name="country" value={draft.country} onChange={(value) => set('country', value)} error={fieldError('country')} />
      </FieldRow>
      <TextField label={t`Trailer`} name="trailer" value={draft.trailer} onChange={(value) => set('trailer', value)} error={fieldError('trailer')} />
      <FieldRow>
        <TextField label={t`Search engine title`} name="metaTitle" value={draft.metaTitle} onChange={(value) => set('metaTitle', value)} error={fieldError('metaTitle')} />
        <TextField label={t`Search engine description`} name="metaDescription" value={draft.metaDescription} onChange={(value) => set('metaDescription', value)} error={fieldError('metaDescription')} />
      </FieldRow>
      <MediaField label={t`Picture`} kind="image" ids={draft.imageAssetIds} onChange={(ids) => set('imageAssetIds', ids)} />
      <TextField label={t`Image pool (media reference)`} name="imagePool" value={String(draft.imagePool)} onChange={(value) => set('imagePool', Number(value.replace(/\D/g, '')) || 0)} error={fieldError('imagePool')} />
      <FormFailure failure={failure} />
      {saved && !failure && (
        <p role="status">
          <Trans>Saved.</Trans>
        </p>
      )}
      <FormActions>
        {lockedReason ? (
          <p>{lockedReason}</p>
        ) : (
          <Button type="submit" disabled={busy}>
            {model ? <Trans>Save changes</Trans> : <Trans>Save draft</Trans>}
          </Button>
        )}
      </FormActions>
    </FormCard>
  );
}
