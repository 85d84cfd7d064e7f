// One interface text in the desk's table: the English source, the locale's text in a field and a
// save button for this row only; a removed operator text brings the built-in one back.
import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { saveTranslation, type DeskTranslation } from './api/desk-translations';
import { useStaffAction } from '../api/use-staff-action';
import { FieldError, Muted } from '../admin-ui';
import { Button } from '../../../src/ui/button';

export function TranslationRow({ row, locale }: { row: DeskTranslation; locale: string }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(row.text);
  const [saved, setSaved] = useState(false);
  const action = useStaffAction();
  useEffect(() => setText(row.text), [row.text]);
  const changed = text !== row.text && text.trim() !== '';
  const save = async (value: string | null) => {
    setSaved(false);
    if (await action.run((api) => saveTranslation(api, locale, row.key, value))) setSaved(true);
  };
  return (
    <tr>
      <td>
        <span id={`${id}-english`}>{row.english}</span>
        {row.key !== row.english && <Muted> {row.key}</Muted>}
        {row.missing && (
          <>
            {' '}
            <strong>{t`missing`}</strong>
          </>
        )}
      </td>
      <td>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (changed) void save(text);
          }}
        >
          <textarea
            aria-label={t`Text for “${row.english}”`}
            aria-describedby={`${id}-english`}
            value={text}
            rows={Math.min(4, Math.ceil(Math.max(text.length, row.english.length) / 50) || 1)}
            onChange={(event) => (setText(event.target.value), setSaved(false))}
          />
          <span>
            <Button type="submit" $size="small" disabled={!changed || action.busy} aria-label={t`Save the text for “${row.english}”`}>
              <Trans>Save</Trans>
            </Button>{' '}
            {row.overridden && (
              <Button type="button" $size="small" $variant="ghost" disabled={action.busy} onClick={() => void save(null)} aria-label={t`Use the built-in text for “${row.english}”`}>
                <Trans>Built-in text</Trans>
              </Button>
            )}
            {saved && (
              <Muted role="status">
                {' '}
                <Trans>Saved.</Trans>
              </Muted>
            )}
          </span>
          {action.failure && <FieldError role="alert">{action.failure.message}</FieldError>}
        </form>
      </td>
    </tr>
  );
}
