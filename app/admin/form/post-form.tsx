// A news post's fields: title and body per language (the body in the rich-text editor), address,
// category, tags and models. Saving creates a draft or stores the changes; the server's field
// messages appear next to their fields.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createPost, editPost, type StaffPost } from '../api/staff-news';
import { useStaffAction } from '../api/use-staff-action';
import { isBlankHtml, postBodyOf, postDraftOf, type PostDraft } from './post-draft';
import { LocalizedTextField } from './localized-text-field';
import { LocaleTabs } from './locale-tabs';
import { BASE_LOCALE, nameKey } from './site-locales';
import { MultiReferenceSelect, SingleReferenceSelect } from './reference-select';
import { FormFailure } from './form-failure';
import { RichTextEditor } from '../rich-text-editor';
import { FieldError } from '../admin-ui';
import { FieldRow, FormActions, FormCard } from '../../../src/ui/form-layout';
import { TextField } from '../../../src/ui/text-field';
import { Button } from '../../../src/ui/button';
import { bcp47Of, localeNameOf } from '../../../shared/locales';

export interface PostFormProps {
  post?: StaffPost;
  /** Why saving is not possible (an editor and a live post, or a deleted one), shown instead of the button. */
  lockedReason?: string;
  onSaved: (post: StaffPost) => void;
}

export function PostForm({ post, lockedReason, onSaved }: PostFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<PostDraft>(() => postDraftOf(post));
  const [noCategory, setNoCategory] = useState(false);
  const [saved, setSaved] = useState(false);
  const { run, busy, failure } = useStaffAction();
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const fieldError = (name: string) => failure?.fields[name];
  const bodyOf = (code: string) => (code === BASE_LOCALE ? draft.content : (draft.names[nameKey('content', code)] ?? ''));
  const setBody = (code: string, html: string) => (code === BASE_LOCALE ? set('content', html) : set('names', { ...draft.names, [nameKey('content', code)]: html }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = postBodyOf(draft);
    setNoCategory(!body);
    if (!body) return;
    const result = await run((api) => (post ? editPost(api, post.id, body) : createPost(api, body)));
    if (result) {
      setSaved(true);
      onSaved(result);
    }
  };

  const contentError = fieldError('content');
  return (
    <FormCard onSubmit={submit} aria-label={t`News post`} noValidate>
      <LocalizedTextField
        label={t`Title`}
        field="fullName"
        base={draft.fullName}
        names={draft.names}
        onBase={(value) => set('fullName', value)}
        onNames={(names) => set('names', names)}
        required
        error={fieldError('fullName')}
        readOnly={!!lockedReason}
      />
      <LocaleTabs label={t`Body`} missing={(code) => isBlankHtml(bodyOf(code))}>
        {(code) => (
          <div>
            <RichTextEditor key={code} label={`${t`Body`} (${localeNameOf(code)})`} lang={bcp47Of(code)} value={bodyOf(code)} onChange={(html) => setBody(code, html)} readOnly={!!lockedReason} />
            {code === BASE_LOCALE && contentError && <FieldError>{contentError}</FieldError>}
          </div>
        )}
      </LocaleTabs>
      <TextField label={t`Address (permaLink)`} name="permaLink" value={draft.permaLink} onChange={(value) => set('permaLink', value)} required readOnly={!!lockedReason} hint={t`Lowercase words joined by -, e.g. summer-news`} error={fieldError('permaLink')} />
      <FieldRow>
        <SingleReferenceSelect
          label={t`Category`}
          source="categories"
          value={draft.categoryId}
          onChange={(id) => set('categoryId', id)}
          error={noCategory ? t`Choose a category` : fieldError('categoryId')}
        />
        <MultiReferenceSelect label={t`Tags`} source="tags" ids={draft.tagIds} onChange={(ids) => set('tagIds', ids)} error={fieldError('tagIds')} />
        <MultiReferenceSelect label={t`Models`} source="models" ids={draft.modelIds} onChange={(ids) => set('modelIds', ids)} error={fieldError('modelIds')} />
      </FieldRow>
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
            {post ? <Trans>Save changes</Trans> : <Trans>Save draft</Trans>}
          </Button>
        )}
      </FormActions>
    </FormCard>
  );
}
