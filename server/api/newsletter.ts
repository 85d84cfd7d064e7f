// The /newsletter page's calls and the newsletter's links. A member asks (POST subscribe: the
// double opt-in mail), confirms with the mailed token (POST confirm), sees the state (GET) and
// unsubscribes (DELETE). Every newsletter mail's link unsubscribes in one click without logging in
// (GET shows a page, POST is RFC 8058's one-click for mail programs). Staff export the confirmed
// list as CSV.
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context';
import { HttpError, send } from './http';
import { body, queryOf } from './validate';
import { NewsletterConfirmBody, NewsletterSubscribeBody, NewsletterUnsubscribeQuery } from '../../schemas/api/newsletter';
import { requireStaff, requireUser } from '../auth/middleware';
import { isMailLocale, MAIL_TEXTS, mailLocale } from '../mail/texts';
import { confirmedSubscribers, confirmNewsletter, newsletterState, requestNewsletter, unsubscribeNewsletter, unsubscribeTokenUser } from '../newsletter/subscriptions';
import { csvLine } from '../csv';

export const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or has expired. Please ask for the newsletter again.';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function newsletterRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  r.get('/newsletter', auth, async (req, res) => {
    send(res, await newsletterState(ctx, req.user!.id));
  });

  r.post('/newsletter/subscribe', auth, async (req, res) => {
    const { locale } = body(req, NewsletterSubscribeBody);
    const user = await ctx.db.selectFrom('users').select(['id', 'username', 'email', 'locale']).where('id', '=', req.user!.id).executeTakeFirstOrThrow();
    send(res, await requestNewsletter(ctx, user, isMailLocale(locale) ? locale : user.locale), 202);
  });

  r.post('/newsletter/confirm', async (req, res) => {
    const { token } = body(req, NewsletterConfirmBody, { fieldMessages: { token: INVALID_CONFIRM_LINK } });
    const userId = await confirmNewsletter(ctx, token);
    if (userId === undefined) throw new HttpError(400, 'invalid_token', INVALID_CONFIRM_LINK, { token: INVALID_CONFIRM_LINK });
    send(res, await newsletterState(ctx, userId));
  });

  r.delete('/newsletter', auth, async (req, res) => {
    await unsubscribeNewsletter(ctx, req.user!.id, 'newsletter-page');
    send(res, await newsletterState(ctx, req.user!.id));
  });

  /** The member a link's token names, when it is one we signed. */
  const linkUser = async (req: Request) => {
    const { token } = queryOf(req, NewsletterUnsubscribeQuery);
    const userId = unsubscribeTokenUser(ctx, token);
    if (userId === undefined) return undefined;
    return ctx.db.selectFrom('users').select(['id', 'locale']).where('id', '=', userId).executeTakeFirst();
  };

  r.get('/newsletter/unsubscribe', async (req: Request, res: Response) => {
    const user = await linkUser(req);
    if (user) await unsubscribeNewsletter(ctx, user.id, 'mail-link');
    const { core } = await ctx.configs.active();
    const locale = mailLocale(user?.locale ?? core.locales.default);
    const texts = MAIL_TEXTS[locale]!.unsubscribePage;
    const site = escapeHtml(core.deployment.siteName);
    // An invalid link is a page too (200): a person opened it, not an API client.
    res.status(200).type('html').send(
      [
        '<!doctype html>',
        `<html lang="${locale.replace('_', '-')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(texts.title)} – ${site}</title></head>`,
        '<body style="font-family:Helvetica,Arial,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;line-height:1.5">',
        `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(user ? texts.done : texts.invalid)}</p>`,
        `<p><a href="/">${escapeHtml(texts.back).replace('{siteName}', site)}</a></p>`,
        '</body></html>',
      ].join('\n'),
    );
  });

  // RFC 8058: a mail program's one-click unsubscribe posts to the List-Unsubscribe address.
  r.post('/newsletter/unsubscribe', async (req, res) => {
    const user = await linkUser(req);
    if (!user) throw new HttpError(400, 'invalid_token', 'This unsubscribe link is not valid');
    await unsubscribeNewsletter(ctx, user.id, 'list-unsubscribe');
    send(res, { status: 'unsubscribed' as const });
  });

  r.get('/newsletter/subscribers.csv', requireStaff(ctx), async (_req, res) => {
    const rows = await confirmedSubscribers(ctx);
    const lines = [
      ['username', 'email', 'locale', 'consent_at', 'consent_source', 'requested_at', 'requested_source'].join(','),
      ...rows.map((row) => csvLine([row.username, row.email, row.locale, row.consent_at, row.consent_source, row.requested_at, row.requested_source])),
    ];
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .send(`${lines.join('\r\n')}\r\n`);
  });

  return r;
}
