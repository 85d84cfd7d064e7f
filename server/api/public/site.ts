// Locales, translations and the active site configuration (previews and publishing: ../configs.ts).
import { Router } from 'express';
import type { AppContext } from '../../context';
import { send, sendList } from '../http';
import { localeRows, translationRows } from '../../queries/locales';

export function siteRouter(ctx: AppContext): Router {
  const r = Router();

  const translations = async () => {
    const rows = await translationRows(ctx);
    const byKey = new Map<string, Record<string, string>>();
    for (const t of rows) {
      const rec = byKey.get(t.lang_key) ?? { langKey: t.lang_key };
      rec[`lang_${t.translate_code}`] = t.text;
      byKey.set(t.lang_key, rec);
    }
    return { rows, records: [...byKey.values()] };
  };

  r.get('/public/locales', async (_req, res) => {
    const [locales, { rows }] = await Promise.all([localeRows(ctx), translations()]);
    const data = locales.map((l) => {
      const lang: Record<string, string> = {};
      for (const t of rows) if (t.translate_code === l.translate_code) lang[t.lang_key] = t.text;
      return { id: l.id, name: l.name, permaLink: l.perma_link, translateCode: l.translate_code, langCode: l.lang_code, lang };
    });
    sendList(res, data, data.length);
  });

  r.get('/translations', async (_req, res) => {
    const { records } = await translations();
    sendList(res, records, records.length);
  });

  r.get('/settings', async (_req, res) => {
    send(res, { config: await ctx.configs.active() });
  });

  return r;
}
