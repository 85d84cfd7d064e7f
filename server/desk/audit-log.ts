// The audit log: every desk and staff action that changes a member, money, a request, a comment or
// a text is recorded here with who, when, what, why and from which address. The table is
// append-only (migration 027's triggers); publishers read it through GET /api/staff/audit.
import type { Request } from 'express';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import type { StaffAction, StaffAuditQuery } from '../../schemas/api/staff-audit';

type Db = Kysely<Database> | Transaction<Database>;

export interface StaffActionInput {
  /** What was done, `<target kind>.<verb>`: member.extend, payment.refund, request.reply. */
  action: string;
  targetKind: string;
  targetId: string | number | null;
  reason?: string | null;
  /** What changed or was sent (no secrets: never a password, token or full card data). */
  details?: Record<string, unknown>;
}

/** Records `input` as done by the request's staff user, from the request's address. */
export async function recordStaffAction(ctx: AppContext, req: Request, input: StaffActionInput, db: Db = ctx.db): Promise<void> {
  const user = req.user!;
  await db
    .insertInto('staff_actions')
    .values({
      user_id: user.id,
      username: user.username,
      action: input.action,
      target_kind: input.targetKind,
      target_id: input.targetId === null ? null : String(input.targetId),
      reason: input.reason?.trim() || null,
      details: JSON.stringify(input.details ?? {}),
      address: ctx.limits.clientAddress(req).slice(0, 64),
      at: new Date().toISOString(),
    })
    .execute();
}

/** One page of the log, newest first, with the total matching `query`. */
export async function staffActions(db: Db, query: StaffAuditQuery): Promise<{ rows: StaffAction[]; total: number }> {
  let q = db.selectFrom('staff_actions');
  if (query.targetKind) q = q.where('target_kind', '=', query.targetKind);
  if (query.targetId) q = q.where('target_id', '=', query.targetId);
  if (query.userId) q = q.where('user_id', '=', query.userId);
  if (query.action) q = q.where('action', '=', query.action);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const size = query.s ?? 50;
  const rows = await q.selectAll().orderBy('id', 'desc').limit(size).offset((query.p ?? 0) * size).execute();
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at,
      userId: r.user_id,
      username: r.username,
      action: r.action,
      targetKind: r.target_kind,
      targetId: r.target_id,
      reason: r.reason,
      details: JSON.parse(r.details) as Record<string, unknown>,
      address: r.address,
    })),
  };
}
