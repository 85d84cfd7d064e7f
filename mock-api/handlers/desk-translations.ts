// The desk's interface-text calls as the real server answers them (server/api/desk-translations.ts):
// a language's texts (missing ones or a search), and saving one text (null: back to the built-in).
// `deskTranslationsMockFor()` gives handlers with their own texts and the requests they received.
import { http } from 'msw';
import { deskTranslationsFixture } from '../fixtures/desk-translations';
import { api } from './paths';
import { apiError, ok, paged } from './respond';
import type { StaffRequest } from './staff-content';

export function deskTranslationsMockFor() {
  const texts = deskTranslationsFixture();
  const requests: StaffRequest[] = [];
  const handlers = [
    http.get(api('staff/translations'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q')?.toLowerCase();
      let rows = texts[url.searchParams.get('locale') ?? ''] ?? [];
      if (url.searchParams.get('missing') === 'true') rows = rows.filter((r) => r.missing);
      if (q) rows = rows.filter((r) => `${r.key} ${r.text}`.toLowerCase().includes(q));
      return paged(rows, url);
    }),
    http.put(api('staff/translations/:locale/:key'), async ({ request, params }) => {
      const input = (await request.json()) as { text: string | null };
      requests.push({ method: request.method, path: new URL(request.url).pathname, body: input });
      const rows = texts[String(params.locale)] ?? [];
      const row = rows.find((r) => r.key === decodeURIComponent(String(params.key)));
      if (!row) return apiError(404, 'not_found', 'Text not found');
      const text = input.text;
      Object.assign(row, { text: text ?? row.builtIn, overridden: text !== null, missing: !(text ?? row.builtIn) });
      return ok(row);
    }),
  ];
  return { handlers, requests };
}

export const deskTranslationsHandlers = deskTranslationsMockFor().handlers;
