// The member's newsletter choice: GET newsletter (state), POST newsletter/subscribe (mails the
// confirmation link), POST newsletter/confirm (the mailed token), DELETE newsletter (unsubscribe).
// Key, fetchers and hooks side by side; `null` keys skip the request for visitors.
import { useMemo } from 'react';
import type { KyInstance } from 'ky';
import type { NewsletterState } from '../../schemas/api/newsletter';
import { useRenderedLoggedIn } from '../state/rendered-user';
import { useApi } from './api-context';
import { useApiData } from './use-api';

export type { NewsletterState };

export const NEWSLETTER_PATH = 'newsletter';
export const NEWSLETTER_SUBSCRIBE_PATH = 'newsletter/subscribe';
export const NEWSLETTER_CONFIRM_PATH = 'newsletter/confirm';

export const newsletterKey = [NEWSLETTER_PATH] as const;

const data = async (request: Promise<{ data: NewsletterState }>) => (await request).data;

export const subscribeNewsletter = (api: KyInstance, locale: string) => data(api.post(NEWSLETTER_SUBSCRIBE_PATH, { json: { locale } }).json());
export const confirmNewsletter = (api: KyInstance, token: string) => data(api.post(NEWSLETTER_CONFIRM_PATH, { json: { token } }).json());
export const unsubscribeNewsletter = (api: KyInstance) => data(api.delete(NEWSLETTER_PATH).json());

/** The member's newsletter state; nothing for visitors. */
export function useNewsletterState() {
  return useApiData<NewsletterState>(useRenderedLoggedIn() ? newsletterKey : null);
}

export function useNewsletterActions() {
  const api = useApi();
  return useMemo(
    () => ({
      subscribe: (locale: string) => subscribeNewsletter(api, locale),
      confirm: (token: string) => confirmNewsletter(api, token),
      unsubscribe: () => unsubscribeNewsletter(api),
    }),
    [api],
  );
}
