// Locales, translations, the active site configuration and preview configurations.
import { Router } from 'express';
import type { AppContext } from '../../context';
import crypto from 'node:crypto';
import { HttpError, notFound, send, sendList } from '../http';
import { requireStaff } from '../../auth/middleware';
import { validateSiteConfig } from '../../../schemas/validate-site-config';

export function siteRouter(ctx: AppContext): Router {
  const r = Router();

  const translations = async () => {
    const rows = await ctx.db.selectFrom('translations').selectAll().orderBy('lang_key').execute();
    const byKey = new Map<string, Record<string, string>>();
    for (const t of rows) {
      const rec = byKey.get(t.lang_key) ?? { langKey: t.lang_key };
      rec[`lang_${t.translate_code}`] = t.text;
      byKey.set(t.lang_key, rec);
    }
    return { rows, records: [...byKey.values()] };
  };

  r.get('/public/locales', async (_req, res) => {
    const [locales, { rows }] = await Promise.all([ctx.db.selectFrom('locales').selectAll().orderBy('position').execute(), translations()]);
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

  r.get('/configs/:token', async (req, res) => {
    const token = String(req.params.token);
    const config = /^[A-Za-z0-9_-]{8,64}$/.test(token) ? await ctx.configs.preview(token) : undefined;
    if (!config) throw notFound('Preview configuration');
    res.setHeader('Cache-Control', 'no-store');
    send(res, { previewtoken: token, config });
  });

  // Staff: store a configuration as a preview (returns its token), then publish it.
  const staff = requireStaff(ctx);
  const checked = (input: unknown) => {
    const result = validateSiteConfig(input);
    if (!result.ok) {
      throw new HttpError(422, 'invalid_config', 'The site configuration is invalid', Object.fromEntries(result.issues.map((i) => [i.path || '/', i.message])));
    }
    return result.config;
  };
  r.put('/configs', staff, async (req, res) => {
    const config = checked((req.body as { config?: unknown })?.config);
    const token = crypto.randomBytes(18).toString('base64url');
    await ctx.db.insertInto('site_configs').values({ token, config: JSON.stringify(config), published: 0, created_at: ctx.now() }).execute();
    send(res, { previewtoken: token }, 201);
  });
  r.post('/configs/:token/publish', staff, async (req, res) => {
    const row = await ctx.db.selectFrom('site_configs').select(['id', 'config']).where('token', '=', String(req.params.token)).executeTakeFirst();
    if (!row) throw notFound('Preview configuration');
    checked(JSON.parse(row.config));
    await ctx.db.updateTable('site_configs').set({ published: 1 }).where('id', '=', row.id).execute();
    ctx.configs.invalidate();
    send(res, { published: true });
  });

  return r;
}
