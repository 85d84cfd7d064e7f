import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mock-api/node';
import { createApiClient } from '../api/client';
import { affiliateLinkOf, AFFILIATE_WINDOW_MS, currentAffiliateId, trackAffiliateLink } from './affiliate';

const api = createApiClient({ baseUrl: 'http://localhost', getToken: () => null, getLocale: () => 'en_US', onUnauthorized: () => {} });

describe('affiliate tracking', () => {
  it('reads the campaign link id from ?aff= and ignores malformed ones', () => {
    expect(affiliateLinkOf(new URL('http://x/?aff=partner1'))).toBe('partner1');
    expect(affiliateLinkOf(new URL('http://x/signup?affiliate=p_2'))).toBe('p_2');
    expect(affiliateLinkOf(new URL('http://x/?aff=<script>'))).toBeNull();
    expect(affiliateLinkOf(new URL('http://x/'))).toBeNull();
  });

  it('posts an entry, stores id, referrer and date, and removes the parameter from the address', async () => {
    let posted: unknown;
    server.use(
      http.post('*/api/affiliateentries', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ data: { affiliateLink: 'partner1', affiliateId: 'partner1-abcd1234', referrer: 'https://ref.example/', status: 'open' } }, { status: 201 });
      }),
    );
    window.history.replaceState(null, '', '/models?aff=partner1&p=2');
    await trackAffiliateLink(api, window.location, window.history, 'https://ref.example/');
    expect(posted).toEqual({ affiliateLink: 'partner1', referrer: 'https://ref.example/' });
    expect(localStorage.getItem('affiliateId')).toBe('partner1-abcd1234');
    expect(localStorage.getItem('affiliateReferrer')).toBe('https://ref.example/');
    expect(Number(localStorage.getItem('affiliateDate'))).toBeGreaterThan(Date.now() - 5000);
    expect(window.location.pathname + window.location.search).toBe('/models?p=2');
  });

  it('attaches the id only while it is less than 7 days old', () => {
    const now = Date.now();
    localStorage.setItem('affiliateId', 'partner1-abcd1234');
    localStorage.setItem('affiliateDate', String(now - AFFILIATE_WINDOW_MS + 60_000));
    expect(currentAffiliateId(now)).toBe('partner1-abcd1234');
    localStorage.setItem('affiliateDate', String(now - AFFILIATE_WINDOW_MS));
    expect(currentAffiliateId(now)).toBeUndefined();
  });
});
