// Staff add and change locales and their texts: a locale record (name, lang) by translate code, and
// translation records (langKey, lang_<translateCode>). Visitors see them at once (the cached public
// answers are dropped); the browser compiles the texts as ICU messages, so a malformed one is refused here.
import { Router, type Request } from 'express';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { AppContext } from '../context';
import { HttpError, notFound, send, sendList } from './http';
import { body } from './validate';
import { requireStaff } from '../auth/middleware';
import { LocaleBody, TEXT_KEY_MAX, TRANSLATE_CODE_PATTERN, TranslationsBody } from '../../schemas/api/locales';
import { bcp47Of, permaLinkOf } from '../../shared/locales';
import { deleteLocale, localeRecords, saveLocale, translationRecords, writeTexts, type TextChange } from '../queries/locales';

const CODE = new RegExp(TRANSLATE_CODE_PATTERN);
const LANG_FIELD = /^lang_([a-z]{2}_[A-Z]{2})$/;

function translateCodeParam(req: Request): string {
  const code = String(req.params.translateCode);
  if (!CODE.test(code)) throw new HttpError(400, 'validation_failed', 'translateCode must look like it_IT', { translateCode: 'must look like it_IT' });
  return code;
}

/** A text the browser can compile, under a key the table can hold; else a 400 naming it. */
function checkText(field: string, key: string, text: string | null) {
  if (key.length < 1 || key.length > TEXT_KEY_MAX) throw new HttpError(400, 'validation_failed', `${field}: a key has 1 to ${TEXT_KEY_MAX} characters`, { [field]: 'key length' });
  if (text === null) return;
  try {
    compileMessageOrThrow(text);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new HttpError(400, 'validation_failed', `${field} "${key.slice(0, 60)}" is not a valid message: ${reason}`, { [field]: 'not a valid ICU message' });
  }
}

export function localesRouter(ctx: AppContext): Router {
  const r = Router();
  const staff = requireStaff(ctx);

  r.put('/locales/:translateCode', staff, async (req, res) => {
    const code = translateCodeParam(req);
    const input = body(req, LocaleBody);
    const changes: TextChange[] = Object.entries(input.lang ?? {}).map(([key, text]) => {
      checkText('lang', key, text);
      return { key, translateCode: code, text };
    });
    const fields = {
      name: input.name,
      ...(input.id ? { id: input.id } : {}),
      ...(input.permaLink ? { perma_link: input.permaLink } : {}),
      ...(input.langCode ? { lang_code: input.langCode } : {}),
    };
    const defaults = { id: bcp47Of(code), name: input.name, perma_link: permaLinkOf(code), lang_code: permaLinkOf(code) };
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await saveLocale(trx, code, fields, defaults);
        await writeTexts(trx, changes);
      });
    } catch (error) {
      // The locale id is unique too: another translate code holds it.
      if (input.id && /unique|duplicate/i.test(String(error))) throw new HttpError(409, 'conflict', `Locale id ${input.id} belongs to another locale`);
      throw error;
    }
    await ctx.httpCache.invalidate(`locale ${code} saved`);
    send(res, (await localeRecords(ctx)).find((l) => l.translateCode === code)!);
  });

  r.delete('/locales/:translateCode', staff, async (req, res) => {
    const code = translateCodeParam(req);
    if (!(await ctx.db.transaction().execute((trx) => deleteLocale(trx, code)))) throw notFound('Locale');
    await ctx.httpCache.invalidate(`locale ${code} deleted`);
    res.status(204).end();
  });

  r.put('/translations', staff, async (req, res) => {
    const { records } = body(req, TranslationsBody);
    const changes: TextChange[] = records.flatMap((record) =>
      Object.entries(record).flatMap(([field, text]) => {
        const code = LANG_FIELD.exec(field)?.[1];
        if (!code) return [];
        checkText(field, record.langKey, text as string | null);
        return [{ key: record.langKey, translateCode: code, text: text as string | null }];
      }),
    );
    await ctx.db.transaction().execute((trx) => writeTexts(trx, changes));
    await ctx.httpCache.invalidate('translations saved');
    const saved = await translationRecords(ctx, [...new Set(records.map((record) => record.langKey))]);
    sendList(res, saved, saved.length);
  });

  return r;
}
