// The two public forms of the specification: POST contactrequests and
// POST contentremovalrequests, bodies as their entities.
import { useMemo } from 'react';
import { HTTPError } from 'ky';
import type { ApiError } from '../../schemas/api/common';
import type { ContactRequestBody, ContentRemovalRequestBody, CreatedRequest } from '../../schemas/api/requests';
import { useApi } from './api-context';

export const CONTACT_REQUESTS_PATH = 'contactrequests';
export const CONTENT_REMOVAL_REQUESTS_PATH = 'contentremovalrequests';

export type { ContactRequestBody, ContentRemovalRequestBody };

/** Post helpers over the one client; stable between renders. */
export function useFormRequests() {
  const api = useApi();
  return useMemo(
    () => ({
      sendContactRequest: (json: ContactRequestBody) => api.post(CONTACT_REQUESTS_PATH, { json }).json<{ data: CreatedRequest }>(),
      sendContentRemovalRequest: (json: ContentRemovalRequestBody) =>
        api.post(CONTENT_REMOVAL_REQUESTS_PATH, { json }).json<{ data: CreatedRequest }>(),
    }),
    [api],
  );
}

/** The `{ error }` body of a 4xx answer, or null for network failures, 5xx and unreadable bodies. */
export async function clientErrorOf(error: unknown): Promise<ApiError['error'] | null> {
  if (!(error instanceof HTTPError)) return null;
  const { status } = error.response;
  if (status < 400 || status >= 500) return null;
  try {
    const body = (await error.response.clone().json()) as Partial<ApiError>;
    return body.error && typeof body.error.message === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/** The `{ error }` body of any error answer (a 502 carries a payment provider's refusal), or null. */
export async function apiErrorOf(error: unknown): Promise<ApiError['error'] | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    const body = (await error.response.clone().json()) as Partial<ApiError>;
    return body.error && typeof body.error.message === 'string' ? body.error : null;
  } catch {
    return null;
  }
}
