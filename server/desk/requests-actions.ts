// What staff do with a request from the desk: reply by mail (in the requester's language when an
// account tells it), and for a removal request take the reported update off the site in one step,
// the request named in the update's history.
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { DeskRequestReply, RequestKind } from '../../schemas/api/desk-requests';
import type { StaffUpdate } from '../../schemas/api/staff-content';
import { changesBetween, recordChange, staffUpdate, type Actor } from '../queries/staff-updates';
import { requestLabel, requestRow, requesterLocale, REQUEST_TABLE } from './requests';
import { isMailLocale } from '../mail/texts';

/** Stores the reply, mails it to the requester and marks the request answered. */
export async function replyToRequest(ctx: AppContext, kind: RequestKind, id: number, by: Actor, text: string, chosenLocale: string | undefined): Promise<DeskRequestReply | undefined> {
  const row = await requestRow(ctx.db, kind, id);
  if (!row) return undefined;
  const known = await requesterLocale(ctx.db, row.inbox.email);
  const locale = known && isMailLocale(known) ? known : (chosenLocale ?? 'en_US');
  const at = ctx.now();
  const reply = await ctx.db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('request_replies')
      .values({ request_kind: kind, request_id: id, user_id: by.id, username: by.username, body: text, locale, sent_mail_id: null, at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable(REQUEST_TABLE[kind]).set({ status: 'answered', answered_at: at }).where('id', '=', id).execute();
    return stored;
  });
  // After the commit (the mailer uses its own connection); the key finds the sent_mails row again.
  const dedupeKey = `deskRequestReply:${reply.id}`;
  await ctx.mail.send({
    template: 'deskRequestReply',
    to: row.inbox.email,
    locale,
    data: { username: row.inbox.name, subject: row.inbox.subject.slice(0, 200), body: text, requestRef: requestLabel(kind, id) },
    dedupeKey,
  });
  const sent = await ctx.db.selectFrom('sent_mails').select('id').where('dedupe_key', '=', dedupeKey).executeTakeFirst();
  if (sent) await ctx.db.updateTable('request_replies').set({ sent_mail_id: sent.id }).where('id', '=', reply.id).execute();
  return { id: reply.id, at, username: by.username, body: text, locale, sentMailId: sent?.id ?? null };
}

export type RemoveOutcome = { ok: true; update: StaffUpdate } | { ok: false; reason: 'no_update' | 'deleted' };

/**
 * Unpublishes the update as the staff unpublish does (back to draft, caches dropped), with the
 * request recorded in its history: `request: 'removal #12'` beside the status change. `alongside`
 * runs in the same transaction (the desk's audit entry): all of it commits, or none.
 */
export async function unpublishReportedUpdate(
  ctx: AppContext,
  updateId: number | undefined,
  kind: RequestKind,
  id: number,
  by: Actor,
  alongside?: (trx: Transaction<Database>, update: StaffUpdate) => Promise<void>,
): Promise<RemoveOutcome> {
  if (!updateId) return { ok: false, reason: 'no_update' };
  const now = ctx.now();
  const before = await staffUpdate(ctx.db, updateId, now);
  if (!before) return { ok: false, reason: 'no_update' };
  if (before.status === 'deleted') return { ok: false, reason: 'deleted' };
  const after = await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('updates').set({ status: 'draft', released: 0, updated_at: now }).where('id', '=', updateId).execute();
    const after = (await staffUpdate(trx, updateId, now))!;
    await recordChange(trx, updateId, 'unpublish', by, { ...changesBetween(before, after), request: { before: null, after: requestLabel(kind, id) } }, now);
    await trx.updateTable(REQUEST_TABLE[kind]).set({ status: 'in_progress', answered_at: null }).where('id', '=', id).where('status', '=', 'new').execute();
    await alongside?.(trx, after);
    return after;
  });
  if (before.status === 'published' || before.status === 'scheduled') await ctx.httpCache.invalidate(`update ${updateId} unpublish (${requestLabel(kind, id)})`);
  return { ok: true, update: after };
}
