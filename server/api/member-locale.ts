// PUT me/locale: the language a signed-in member switched the interface to. Every later mail to
// them (billing, newsletter, resets asked for without a language) is written in it.
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, send } from './http';
import { body } from './validate';
import { MemberLocaleBody } from '../../schemas/api/requests';
import { requireUser } from '../auth/middleware';
import { BUILT_IN_LOCALES } from '../../shared/locales';

export function memberLocaleRouter(ctx: AppContext): Router {
  const r = Router();

  r.put('/me/locale', requireUser(ctx), async (req, res) => {
    const { locale } = body(req, MemberLocaleBody, { fieldMessages: { locale: 'Choose one of the site\'s languages' } });
    const { core } = await ctx.configs.active();
    const known = core.locales.available.includes(locale) || BUILT_IN_LOCALES.some((l) => l.translateCode === locale);
    if (!known) throw new HttpError(400, 'validation_failed', "Choose one of the site's languages", { locale: "Choose one of the site's languages" });
    await ctx.db.updateTable('users').set({ locale }).where('id', '=', req.user!.id).execute();
    send(res, { locale });
  });

  return r;
}
