// The desk's interface texts per locale: the table (missing first) and one text saved per call,
// stored as a translation record like PUT /api/translations; the site shows it at once (the
// cached pages and API answers are dropped).
import { Router, type Request } from 'express';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { AppContext } from '../context';
import { HttpError, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requirePolicy } from '../auth/middleware';
import { mayUseDesk } from '../../shared/roles';
import { TEXT_KEY_MAX, TRANSLATE_CODE_PATTERN } from '../../schemas/api/locales';
import { DeskTranslationBody, DeskTranslationsQuery } from '../../schemas/api/desk-translations';
import { translationPage, translationTable } from '../desk/translations';
import { writeTexts } from '../queries/locales';
import { recordStaffAction } from '../desk/audit-log';

const CODE = new RegExp(TRANSLATE_CODE_PATTERN);

async function localeParam(ctx: AppContext, req: Request): Promise<string> {
  const code = String(req.params.locale);
  if (!CODE.test(code)) throw notFound('Locale');
  const known = await ctx.db.selectFrom('locales').select('translate_code').where('translate_code', '=', code).executeTakeFirst();
  if (!known) throw notFound('Locale');
  return code;
}

function keyParam(req: Request): string {
  const key = String(req.params.key);
  if (key.length < 1 || key.length > TEXT_KEY_MAX || key === '__proto__') throw new HttpError(400, 'validation_failed', `A key has 1 to ${TEXT_KEY_MAX} characters`, { key: 'key length' });
  return key;
}

export function deskTranslationsRouter(ctx: AppContext): Router {
  const r = Router();
  const desk = requirePolicy(ctx, mayUseDesk, 'Editors and publishers only');

  r.get('/staff/translations', desk, validQuery(DeskTranslationsQuery), async (req, res) => {
    const { rows, total } = await translationPage(ctx.db, queryOf(req, DeskTranslationsQuery));
    sendList(res, rows, total);
  });

  r.put('/staff/translations/:locale/:key', desk, async (req, res) => {
    const { text } = body(req, DeskTranslationBody);
    const locale = await localeParam(ctx, req);
    const key = keyParam(req);
    if (text !== null) {
      try {
        compileMessageOrThrow(text);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        throw new HttpError(400, 'validation_failed', `The text is not a valid message: ${reason}`, { text: 'not a valid ICU message' });
      }
    }
    const before = await ctx.db.selectFrom('translations').select('text').where('lang_key', '=', key).where('translate_code', '=', locale).executeTakeFirst();
    await ctx.db.transaction().execute(async (trx) => {
      await writeTexts(trx, [{ key, translateCode: locale, text }]);
      await recordStaffAction(ctx, req, { action: text === null ? 'translation.reset' : 'translation.edit', targetKind: 'translation', targetId: `${locale}:${key}`.slice(0, 64), details: { locale, key, before: before?.text ?? null, after: text } }, trx);
    });
    await ctx.httpCache.invalidate(`translation ${locale} saved`);
    const row = (await translationTable(ctx.db, locale)).find((t) => t.key === key);
    send(res, row ?? { key, english: key, text: '', builtIn: '', overridden: false, missing: true });
  });

  return r;
}
