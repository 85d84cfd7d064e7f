// Search: full-text (SQLite FTS5 / PostgreSQL tsvector via the dialect layer), prefix matching,
// case- and accent-insensitive; plus the header popover's metadata and recent searches.
// Queries: server/queries/search-results.ts.
import { Router } from 'express';
import { body, queryOf, validQuery } from './validate';
import { HideSearchTermBody, ListSizeQuery, SearchQuery } from '../../schemas/api/requests';
import type { AppContext } from '../context';
import { HttpError, listSize, send, sendList } from './http';
import { modelsWithCounts, ref, toPlace, toUpdates } from './serialize';
import { hiddenSearchTerms, hideSearchTerm, matchingModels, matchingPlaces, matchingUpdates, recentSearches, recordSearch, searchedTermKey, searchSuggestions, tagNames } from '../queries/search-results';
import { searchTokens } from '../db/dialect';
import { optionalUser, requireStaff } from '../auth/middleware';
import { parseTexts, requestLang, textIn } from './localized-texts';

export function searchRouter(ctx: AppContext): Router {
  const r = Router();
  const sizeQuery = validQuery(ListSizeQuery);

  r.get('/search/:term', ctx.limits.perAddress('search'), validQuery(SearchQuery), optionalUser(ctx), async (req, res) => {
    const q = queryOf(req, SearchQuery);
    const lang = requestLang(req);
    const term = String(req.params.term).slice(0, 100);
    const size = listSize(q, 10);
    const empty = { models: [], galleries: [], videos: [], places: [] };
    if (!searchTokens(term).length) return send(res, empty);
    const user = { userId: req.user?.id, lang };
    const [models, places, galleries, videos] = await Promise.all([
      matchingModels(ctx, term, size),
      matchingPlaces(ctx, term, size),
      matchingUpdates(ctx, ['photo'], term, size).then((rows) => toUpdates(ctx.db, rows, user)),
      matchingUpdates(ctx, ['video', 'dvd'], term, size).then((rows) => toUpdates(ctx.db, rows, user)),
    ]);
    const data = { models: await modelsWithCounts(ctx, models, lang), galleries, videos, places: places.map((p) => toPlace(p, undefined, lang)) };
    // "Most searched" counts terms that found something, once per client and day, so nobody can
    // pump a term to the top, and lists a term only once several clients searched it (one visitor
    // cannot publish their text); ?record=0 (live results while typing) keeps partial words out.
    const key = searchedTermKey(term);
    if (q.record !== '0' && key && (data.models.length || data.galleries.length || data.videos.length || data.places.length)) await recordSearch(ctx, key, ctx.limits.clientId(req));
    send(res, data);
  });

  r.get('/searchMetadata/simple', ctx.limits.perAddress('searchMetadata'), sizeQuery, async (req, res) => {
    const size = listSize(queryOf(req, ListSizeQuery), 6);
    const lang = requestLang(req);
    send(res, await ctx.cache.get(`search-metadata:${size}:${lang}:${(await ctx.configs.active()).core.fsk12.hideHardcoreUpdates}`, () => metadata(size, lang)));
  });

  const metadata = async (size: number, lang: string) => {
    const { mostSearched, updates, models, tags } = await searchSuggestions(ctx, size);
    return {
      mostSearched: await searchTermsIn(ctx, mostSearched, lang),
      updates: await toUpdates(ctx.db, updates, { lang }),
      models: await modelsWithCounts(ctx, models, lang),
      tags: tags.map((t) => ({ ...ref(t, lang), updateCount: t.updateCount })),
    };
  };

  r.get('/recentlysearched', sizeQuery, async (req, res) => {
    const rows = await recentSearches(ctx, listSize(queryOf(req, ListSizeQuery), 10));
    sendList(res, rows, rows.length);
  });

  // Staff: terms hidden from "recently" and "most searched" for good, with who hid them and why.
  const staff = requireStaff(ctx);
  r.get('/searches/hidden', staff, async (_req, res) => {
    const rows = await hiddenSearchTerms(ctx);
    sendList(res, rows, rows.length);
  });

  r.post('/searches/hidden', staff, async (req, res) => {
    const input = body(req, HideSearchTermBody);
    const term = searchedTermKey(input.term);
    if (!term) throw new HttpError(422, 'not_listable', 'This term can never be listed: it has fewer than 2 or more than 40 characters of words');
    const hidden = await hideSearchTerm(ctx, term, req.user!.id, input.reason.trim());
    // The cached suggestion lists may still show it.
    ctx.cache.clear();
    await ctx.httpCache.invalidate('search term hidden');
    send(res, hidden);
  });

  return r;
}

/**
 * The most searched terms as a visitor reads them: a term that is a tag's name in any language
 * ("garden", "garten", "jardin") shows as the tag is named in the visitor's language ("Garten" for
 * de_DE), and its spellings count together; other terms stay as searched. Order: most searched first.
 */
async function searchTermsIn(ctx: AppContext, terms: { term: string; count: number }[], lang: string): Promise<{ term: string; count: number }[]> {
  if (!terms.length) return [];
  const tags = await tagNames(ctx);
  const named = new Map<string, string>();
  // A word that names one tag in the visitor's language and another tag elsewhere means the first.
  for (const inVisitorsLanguage of [true, false])
    for (const tag of tags) {
      const texts = parseTexts(tag.names);
      const shown = textIn(texts, 'fullName', lang, tag.full_name);
      const names = inVisitorsLanguage ? [shown] : [tag.full_name, ...Object.entries(texts).filter(([key]) => key.startsWith('fullName_')).map(([, name]) => name)];
      for (const name of names) {
        const key = searchedTermKey(name);
        if (key && !named.has(key)) named.set(key, shown);
      }
    }
  const counts = new Map<string, number>();
  for (const { term, count } of terms) {
    const shown = named.get(term) ?? term;
    counts.set(shown, (counts.get(shown) ?? 0) + count);
  }
  return [...counts].map(([term, count]) => ({ term, count })).sort((a, b) => b.count - a.count);
}
