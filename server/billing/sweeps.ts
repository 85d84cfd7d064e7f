// Scheduled billing work (another part schedules these, once across all processes): subscriptions
// past their end become 'expired', and members whose access ends within three days without a
// rebill (cancelled or one-off plans) get one 'endingSoon' mail each.
import type { AppContext } from '../context';
import { expiredMail } from './lifecycle-mails';
import { planNameIn } from './mail-names';

export const ENDING_SOON_MS = 3 * 24 * 3600_000;

/** Active or cancelled subscriptions whose paid period is over: 'expired', and the member is told (once). Returns how many. */
export async function expireSubscriptions(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const expired = await ctx.db
    .updateTable('subscriptions')
    .set({ status: 'expired', ended_at: now })
    .where('status', 'in', ['active', 'cancelled'])
    .where('expires_at', '<=', now)
    .returning(['id', 'user_id', 'article_id', 'expires_at'])
    .execute();
  for (const sub of expired) {
    try {
      const mail = await expiredMail(ctx, ctx.db, sub, sub.expires_at);
      if (mail) await ctx.mail.send(mail);
    } catch (error) {
      ctx.logger.error({ err: error, subscriptionId: sub.id }, 'subscriptionExpired mail not sent');
    }
  }
  return expired.length;
}

/** One 'endingSoon' mail per subscription ending within three days that will not rebill. Returns how many were asked for. */
export async function remindEndingSoon(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const until = new Date(Date.parse(now) + ENDING_SOON_MS).toISOString();
  const rows = await ctx.db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .innerJoin('articles', 'articles.id', 'subscriptions.article_id')
    .select(['subscriptions.id', 'subscriptions.expires_at', 'users.username', 'users.email', 'users.locale', 'articles.name', 'articles.names'])
    .where((eb) => eb.or([eb('subscriptions.status', '=', 'cancelled'), eb.and([eb('subscriptions.status', '=', 'active'), eb('subscriptions.recurring', '=', 0)])]))
    .where('subscriptions.expires_at', '>', now)
    .where('subscriptions.expires_at', '<=', until)
    .where('users.blocked_at', 'is', null)
    // A member who renewed already (another subscription runs past this one) needs no reminder.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('subscriptions as later')
            .select('later.id')
            .whereRef('later.user_id', '=', 'subscriptions.user_id')
            .where('later.status', 'in', ['active', 'cancelled'])
            .whereRef('later.expires_at', '>', 'subscriptions.expires_at'),
        ),
      ),
    )
    .orderBy('subscriptions.id')
    .execute();
  let sent = 0;
  for (const row of rows) {
    const dedupeKey = `endingSoon:${row.id}`;
    const already = await ctx.db.selectFrom('sent_mails').select('id').where('dedupe_key', '=', dedupeKey).executeTakeFirst();
    if (already) continue;
    try {
      await ctx.mail.send({ template: 'endingSoon', to: row.email, locale: row.locale, data: { username: row.username, plan: planNameIn(row, row.locale), endsOn: row.expires_at, renewUrl: `${ctx.siteOrigin.current()}/signup` }, dedupeKey });
      sent++;
    } catch (error) {
      ctx.logger.error({ err: error, subscriptionId: row.id }, 'endingSoon mail not sent');
    }
  }
  return sent;
}
