// The desk's members: editors and publishers search and read a member's page; publishers act on
// the account (access, cancel at the provider, block, sessions, password reset, GDPR export and
// erasure), each with a reason the audit log keeps with who and from which address.
import { Router, type Request } from 'express';
import type { AppContext } from '../context';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError, idParam, notFound, send, sendList } from './http';
import { body, queryOf, validQuery } from './validate';
import { requestLang } from './localized-texts';
import { requirePolicy } from '../auth/middleware';
import { mayChangeMoneyOrAccounts, mayUseDesk } from '../../shared/roles';
import { DeskAccessBody, DeskEraseBody, DeskMemberListQuery, DeskReasonBody } from '../../schemas/api/desk-members';
import { searchMembers } from '../desk/members-search';
import { memberPage } from '../desk/members-page';
import { blockMember, endSessions, grantAccess, liveUser, sendPasswordReset, unblockMember } from '../desk/members-actions';
import { recordStaffAction } from '../desk/audit-log';
import { accountExport } from '../account/export';
import { cancelRenewing, eraseAccount } from '../account/delete';

const PUBLISHERS_ONLY = 'Publishers only: this changes a member\u2019s account or money';
const REASON = { reason: 'Give a reason (at least 3 characters): it is kept in the audit log' };

export function deskMembersRouter(ctx: AppContext): Router {
  const r = Router();
  const desk = requirePolicy(ctx, mayUseDesk, 'Editors and publishers only');
  const publisher = requirePolicy(ctx, mayChangeMoneyOrAccounts, PUBLISHERS_ONLY);

  const page = async (id: number, req: Request) => {
    const found = await memberPage(ctx.db, id, ctx.now(), requestLang(req));
    if (!found) throw notFound('Member');
    return found;
  };
  const memberId = (req: Request) => {
    try {
      return idParam(req);
    } catch {
      throw notFound('Member');
    }
  };
  const reasonOf = (req: Request) => body(req, DeskReasonBody, { fieldMessages: REASON }).reason;
  /** Records the action, then answers with what it did and the page after it. */
  const done = async (req: Request, res: Parameters<typeof send>[0], id: number, action: string, reason: string, words: string, details: Record<string, unknown> = {}) => {
    await recordStaffAction(ctx, req, { action: `member.${action}`, targetKind: 'member', targetId: id, reason, details });
    send(res, { done: words, member: await page(id, req) });
  };
  /** Does a database-only action and records it in one transaction (both or neither), then answers as `done`. */
  const doneInOne = async (
    req: Request,
    res: Parameters<typeof send>[0],
    id: number,
    action: string,
    reason: string,
    work: (trx: Transaction<Database>) => Promise<{ words: string; details?: Record<string, unknown> }>,
  ) => {
    const { words } = await ctx.db.transaction().execute(async (trx) => {
      const did = await work(trx);
      await recordStaffAction(ctx, req, { action: `member.${action}`, targetKind: 'member', targetId: id, reason, details: did.details ?? {} }, trx);
      return did;
    });
    send(res, { done: words, member: await page(id, req) });
  };

  r.get('/staff/members', desk, validQuery(DeskMemberListQuery), async (req, res) => {
    const { rows, total } = await searchMembers(ctx.db, queryOf(req, DeskMemberListQuery), ctx.now());
    sendList(res, rows, total);
  });

  r.get('/staff/members/:id', desk, async (req, res) => {
    send(res, await page(memberId(req), req));
  });

  r.post('/staff/members/:id/access', publisher, async (req, res) => {
    const id = memberId(req);
    const input = body(req, DeskAccessBody, { fieldMessages: { ...REASON, days: 'Days: a whole number from 1 to 3660', until: 'A date as YYYY-MM-DD' } });
    if ((input.days === undefined) === (input.until === undefined)) throw new HttpError(422, 'days_or_until', 'Give either a number of days or a date, not both', { days: 'Days or a date' });
    await doneInOne(req, res, id, 'extend', input.reason, async (trx) => {
      const grant = await grantAccess(ctx, id, input.days !== undefined ? { days: input.days } : { until: input.until! }, trx);
      return { words: `access until ${grant.until.slice(0, 10)}`, details: { ...(input.days ? { days: input.days } : { until: input.until }), from: grant.from, to: grant.until, subscriptionId: grant.subscriptionId } };
    });
  });

  r.post('/staff/members/:id/cancel', publisher, async (req, res) => {
    const id = memberId(req);
    const reason = reasonOf(req);
    await liveUser(ctx, id);
    const refused = 'The payment provider could not cancel the subscription. Nothing was changed: try again later.';
    const cancelled = await cancelRenewing(ctx, id, refused, { staffUserId: req.user!.id, desk: true });
    if (!cancelled) throw new HttpError(409, 'not_cancellable', 'This member has no subscription that renews, so there is nothing to cancel.');
    await done(req, res, id, 'cancel', reason, 'subscription cancelled: no more rebills, access until the paid period ends');
  });

  r.post('/staff/members/:id/block', publisher, async (req, res) => {
    const id = memberId(req);
    const reason = reasonOf(req);
    await doneInOne(req, res, id, 'block', reason, async (trx) => {
      const { sessionsEnded } = await blockMember(ctx, id, req.user!.id, reason, trx);
      return { words: `blocked, ${sessionsEnded} session(s) ended`, details: { sessionsEnded } };
    });
  });

  r.post('/staff/members/:id/unblock', publisher, async (req, res) => {
    const id = memberId(req);
    const reason = reasonOf(req);
    await doneInOne(req, res, id, 'unblock', reason, async (trx) => {
      const { previousReason } = await unblockMember(ctx, id, trx);
      return { words: 'unblocked: the member can sign in again', details: { previousReason } };
    });
  });

  r.post('/staff/members/:id/sessions/end', publisher, async (req, res) => {
    const id = memberId(req);
    const reason = reasonOf(req);
    await doneInOne(req, res, id, 'end_sessions', reason, async (trx) => {
      const ended = await endSessions(ctx, id, trx);
      return { words: `${ended} session(s) ended`, details: { sessionsEnded: ended } };
    });
  });

  r.post('/staff/members/:id/password-reset', publisher, async (req, res) => {
    const id = memberId(req);
    const reason = reasonOf(req);
    await sendPasswordReset(ctx, id);
    await done(req, res, id, 'password_reset', reason, 'password reset mail sent');
  });

  // GDPR Art. 15/20: what the member's own download holds, for staff answering a request.
  r.post('/staff/members/:id/export', publisher, async (req, res) => {
    const id = memberId(req);
    const reason = reasonOf(req);
    await page(id, req);
    const data = await accountExport(ctx, id);
    await recordStaffAction(ctx, req, { action: 'member.export', targetKind: 'member', targetId: id, reason });
    res.setHeader('Content-Disposition', `attachment; filename="member-${id}-data-${data.exportedAt.slice(0, 10)}.json"`);
    send(res, data);
  });

  // GDPR Art. 17: erased as the member's own deletion does, keeping what payment law requires.
  r.post('/staff/members/:id/erase', publisher, async (req, res) => {
    const id = memberId(req);
    const input = body(req, DeskEraseBody, { fieldMessages: { ...REASON, confirmUsername: 'Type the member\u2019s username to confirm' } });
    const user = await liveUser(ctx, id);
    if (input.confirmUsername !== user.username) throw new HttpError(422, 'confirm_username', 'The username typed does not match this member', { confirmUsername: 'Type the member\u2019s username exactly' });
    if (user.id === req.user!.id) throw new HttpError(422, 'own_account', 'You cannot erase your own account from the desk');
    const { subscriptionCancelled } = await eraseAccount(ctx, user, `staff member ${req.user!.id}`, { staffUserId: req.user!.id, desk: true });
    await done(req, res, id, 'erase', input.reason, 'account erased; payments and invoices kept as the law requires', { subscriptionCancelled });
  });

  return r;
}
