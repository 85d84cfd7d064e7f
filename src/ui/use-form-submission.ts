// The state machine of the public forms: idle -> sending -> success, or
// -> error with the form kept for a retry. A failed check before sending is an error too, and
// nothing is posted. A 4xx `{ error: { fields } }` answer puts the server's messages on the fields.
import { useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { clientErrorOf } from '../api/forms';

export type SubmissionStatus = 'idle' | 'sending' | 'success' | 'error';
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Why a form may not be sent: one message for the form, optionally one per field. */
export interface Rejection<K extends string> {
  message: string;
  fields?: FieldErrors<K>;
}

export interface FormSubmissionOptions<V, K extends string> {
  /** Checked before sending; a rejection is shown and nothing is posted. */
  validate?: (values: V) => Rejection<K> | null;
  send: (values: V) => Promise<unknown>;
  /** Maps a field of the server's body to the form field showing its message (default: same name). */
  fieldOfServer?: (serverField: string) => K | undefined;
  /** The text shown for a server field message (default: the server's own, which is English only). */
  serverFieldMessage?: (field: K, text: string) => string;
}

export interface FormSubmission<V, K extends string> {
  status: SubmissionStatus;
  /** The form-level message while `status` is 'error'. */
  message: string | null;
  fieldErrors: FieldErrors<K>;
  submit: (values: V) => Promise<void>;
  /** Forget one field's message, e.g. once the user edits it. */
  clearFieldError: (field: K) => void;
}

/** The keys whose values are empty or only whitespace, in the given order. */
export const emptyFields = <K extends string>(values: Record<K, string>, keys: readonly K[]): K[] =>
  keys.filter((key) => !values[key]?.trim());

/** A pragmatic check of an email address; the server's check is the one that counts. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

export function useFormSubmission<V, K extends string>({
  validate,
  send,
  fieldOfServer = (field) => field as K,
  serverFieldMessage = (_field, text) => text,
}: FormSubmissionOptions<V, K>): FormSubmission<V, K> {
  const { t } = useLingui();
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<K>>({});
  const sending = useRef(false);

  const fail = useCallback((text: string, fields: FieldErrors<K> = {}) => {
    setStatus('error');
    setMessage(text);
    setFieldErrors(fields);
  }, []);

  const submit = useCallback(
    async (values: V) => {
      if (sending.current) return;
      const rejection = validate?.(values);
      if (rejection) {
        fail(rejection.message, rejection.fields);
        return;
      }
      sending.current = true;
      setStatus('sending');
      setMessage(null);
      setFieldErrors({});
      try {
        await send(values);
        setStatus('success');
      } catch (error) {
        const answer = await clientErrorOf(error);
        const fields: FieldErrors<K> = {};
        for (const [serverField, text] of Object.entries(answer?.fields ?? {})) {
          const field = fieldOfServer(serverField);
          if (field && !fields[field]) fields[field] = serverFieldMessage(field, text);
        }
        // The server's wording is English only: use the specification's two messages, translated.
        fail(answer?.code === 'validation_failed' ? t`Please fill in all fields` : t`Something went wrong, please try again later`, fields);
      } finally {
        sending.current = false;
      }
    },
    [validate, send, fieldOfServer, serverFieldMessage, fail, t],
  );

  const clearFieldError = useCallback((field: K) => {
    setFieldErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { status, message, fieldErrors, submit, clearFieldError };
}
