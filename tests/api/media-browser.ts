// A browser as the media routes see it: it asks the API for signed URLs with a member's token,
// keeps the `media_session` cookie those answers set (like a browser would for /media/members),
// and fetches media with that cookie. A visitor's browser has no token and no cookie.
import type { TestServer } from './harness';

export interface MediaBrowser {
  /** The cookie header this browser sends to /media/members, if it has one. */
  cookie: string | undefined;
  /** An API call with this browser's token; keeps the media cookie of the answer. */
  api(pathname: string): ReturnType<TestServer['api']>;
  /** Fetches a media URL as this browser (its cookie, no redirects followed). */
  get(url: string, headers?: Record<string, string>): Promise<Response>;
}

export function mediaCookieOf(headers: Headers): string | undefined {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('media_session='));
  return cookie?.split(';')[0];
}

export function mediaBrowser(s: TestServer, token?: string): MediaBrowser {
  const browser: MediaBrowser = {
    cookie: undefined,
    async api(pathname) {
      const res = await s.api(pathname, token ? { token } : {});
      browser.cookie = mediaCookieOf(res.headers) ?? browser.cookie;
      return res;
    },
    get(url, headers = {}) {
      return fetch(`${s.url}${url}`, { headers: { ...(browser.cookie ? { cookie: browser.cookie } : {}), ...headers }, redirect: 'manual' });
    },
  };
  return browser;
}
