// An update's fields: type, texts per language, address, models, tags, place, channel, category,
// price, the hardcore flag, play time, chapters (videos), and its picture, video and picture set
// from the media library. Saving creates a draft or stores the changes.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createUpdate, editUpdate, type StaffUpdateWithMedia } from '../api/staff-updates';
import { useStaffAction } from '../api/use-staff-action';
import { bodyOf, draftOf, type UpdateDraft } from './update-draft';
import { LocalizedTextField } from './localized-text-field';
import { MultiReferenceSelect, SingleReferenceSelect } from './reference-select';
import { ChaptersField } from './chapters-field';
import { MediaField } from './media-field';
import { CheckboxField } from './checkbox-field';
import { FormFailure } from './form-failure';
import { useContentTypeLabels } from '../content-type-labels';
import { SelectFilter } from '../list-controls';
import { FieldRow, FormActions, FormCard } from '../../../src/ui/form-layout';
import { TextField } from '../../../src/ui/text-field';
import { Button } from '../../../src/ui/button';
import type { ContentType } from '../../../schemas/api/content';

export interface UpdateFormProps {
  update?: StaffUpdateWithMedia;
  /** Why saving is not possible (an editor and a live update), shown instead of the button. */
  lockedReason?: string;
  onSaved: (update: StaffUpdateWithMedia) => void;
}

export function UpdateForm({ update, lockedReason, onSaved }: UpdateFormProps) {
  const { t } = useLingui();
  const typeLabels = useContentTypeLabels();
  const [draft, setDraft] = useState<UpdateDraft>(() => draftOf(update));
  const [problems, setProblems] = useState<ReturnType<typeof bodyOf>['problems']>({});
  const [saved, setSaved] = useState(false);
  const { run, busy, failure } = useStaffAction();
  const set = <K extends keyof UpdateDraft>(key: K, value: UpdateDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const fieldError = (name: string) => failure?.fields[name];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, problems } = bodyOf(draft);
    setProblems(problems);
    if (Object.keys(problems).length) return;
    const result = await run((api) => (update ? editUpdate(api, update.id, body) : createUpdate(api, body)));
    if (result) {
      setSaved(true);
      onSaved(result);
    }
  };

  const video = draft.contentType === 'video';
  return (
    <FormCard onSubmit={submit} aria-label={t`Update`} noValidate>
      <SelectFilter
        label={t`Type`}
        value={draft.contentType}
        onChange={(value) => set('contentType', value as ContentType)}
        options={Object.entries(typeLabels).map(([value, label]) => ({ value, label }))}
      />
      <LocalizedTextField
        label={t`Title`}
        field="fullName"
        base={draft.fullName}
        names={draft.names}
        onBase={(value) => set('fullName', value)}
        onNames={(names) => set('names', names)}
        required
        error={fieldError('fullName')}
      />
      <TextField label={t`Address (permaLink)`} name="permaLink" value={draft.permaLink} onChange={(value) => set('permaLink', value)} required hint={t`Lowercase words joined by -, e.g. beach-day`} error={fieldError('permaLink')} />
      <LocalizedTextField
        label={t`Description`}
        field="description"
        base={draft.description}
        names={draft.names}
        onBase={(value) => set('description', value)}
        onNames={(names) => set('names', names)}
        rows={5}
        error={fieldError('description')}
      />
      <FieldRow>
        <MultiReferenceSelect label={t`Models`} source="models" ids={draft.modelIds} onChange={(ids) => set('modelIds', ids)} error={fieldError('modelIds')} />
        <MultiReferenceSelect label={t`Tags`} source="tags" ids={draft.tagIds} onChange={(ids) => set('tagIds', ids)} error={fieldError('tagIds')} />
      </FieldRow>
      <FieldRow>
        <SingleReferenceSelect label={t`Place`} source="places" value={draft.placeId} onChange={(id) => set('placeId', id)} error={fieldError('placeId')} />
        <SingleReferenceSelect label={t`Channel`} source="channels" value={draft.channelId} onChange={(id) => set('channelId', id)} error={fieldError('channelId')} />
        <SingleReferenceSelect label={t`Category`} source="categories" value={draft.categoryId} onChange={(id) => set('categoryId', id)} error={fieldError('categoryId')} />
      </FieldRow>
      <FieldRow>
        <TextField
          label={t`Price for a single purchase (US$)`}
          name="priceDollar"
          value={draft.price}
          onChange={(value) => set('price', value)}
          hint={t`Empty: not sold singly`}
          error={problems.price ? t`Enter a price such as 9.99` : fieldError('priceDollar')}
        />
        <TextField
          label={t`Play time`}
          name="playTime"
          value={draft.playTime}
          onChange={(value) => set('playTime', value)}
          hint={t`Minutes and seconds, e.g. 21:30`}
          error={problems.playTime ? t`Enter the play time as minutes:seconds, e.g. 21:30` : fieldError('playTimeSeconds')}
        />
        {draft.contentType === 'photo' && (
          <TextField
            label={t`Number of pictures`}
            name="photoCount"
            value={draft.photoCount}
            onChange={(value) => set('photoCount', value)}
            error={problems.photoCount ? t`Enter a whole number` : fieldError('photoCount')}
          />
        )}
      </FieldRow>
      <CheckboxField label={t`Hardcore`} checked={draft.hardcore} onChange={(value) => set('hardcore', value)} />
      {video && <ChaptersField chapters={draft.chapters} onChange={(chapters) => set('chapters', chapters)} error={fieldError('chapters')} />}
      <FieldRow>
        <MediaField label={t`Picture`} kind="image" ids={draft.imageAssetIds} onChange={(ids) => set('imageAssetIds', ids)} />
        {video && <MediaField label={t`Video`} kind="video" ids={draft.videoAssetIds} onChange={(ids) => set('videoAssetIds', ids)} />}
        <MediaField label={t`Picture set`} kind="image" multiple ids={draft.galleryAssetIds} onChange={(ids) => set('galleryAssetIds', ids)} />
      </FieldRow>
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
            {update ? <Trans>Save changes</Trans> : <Trans>Save draft</Trans>}
          </Button>
        )}
      </FormActions>
    </FormCard>
  );
}
