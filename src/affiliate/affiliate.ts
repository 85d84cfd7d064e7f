// Affiliate referrals: a referral is recorded on arrival, and its id is attached to a signup
// only if it was saved less than 7 days ago.
import type { KyInstance } from 'ky';
import type { AffiliateEntry } from '../../schemas/api/requests';
import { getData } from '../api/client';
import { readStorage, STORAGE_KEYS, writeStorage } from '../state/storage';

export const AFFILIATE_QUERY_PARAMS = ['aff', 'affiliate'] as const;
export const AFFILIATE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The campaign link id of an incoming affiliate link, if the URL carries one. */
export const affiliateLinkOf = (url: URL): string | null => {
  for (const name of AFFILIATE_QUERY_PARAMS) {
    const value = url.searchParams.get(name);
    if (value && /^[A-Za-z0-9_-]{1,64}$/.test(value)) return value;
  }
  return null;
};

/**
 * Records an incoming affiliate link: the server creates the entry (link id, a dash and 8 random
 * characters) and we keep id, referrer and date. The parameter leaves the address bar so a reload
 * or a shared link does not count twice.
 */
export async function trackAffiliateLink(api: KyInstance, location: Location, history: History, referrer: string): Promise<void> {
  const url = new URL(location.href);
  const link = affiliateLinkOf(url);
  if (!link) return;
  for (const name of AFFILIATE_QUERY_PARAMS) url.searchParams.delete(name);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  try {
    const entry = await api.post('affiliateentries', { json: { affiliateLink: link, referrer: referrer || undefined } }).json<{ data: AffiliateEntry }>();
    writeStorage('local', STORAGE_KEYS.affiliateId, entry.data.affiliateId);
    writeStorage('local', STORAGE_KEYS.affiliateReferrer, referrer);
    writeStorage('local', STORAGE_KEYS.affiliateDate, String(Date.now()));
  } catch (error) {
    console.warn('Affiliate link could not be recorded', error);
  }
}

/** The affiliate id to attach to a signup: only while it is less than 7 days old. */
export function currentAffiliateId(now = Date.now()): string | undefined {
  const id = readStorage('local', STORAGE_KEYS.affiliateId);
  const savedAt = Number(readStorage('local', STORAGE_KEYS.affiliateDate));
  if (!id || !Number.isFinite(savedAt) || now - savedAt >= AFFILIATE_WINDOW_MS) return undefined;
  return id;
}

/** Campaigns (GET affiliatecampaigns): where each partner link leads. */
export const fetchAffiliateCampaigns = (api: KyInstance) => getData<Array<{ affiliateId: string; target: string }>>(api, 'affiliatecampaigns');
