// The desk's member search: part of a username or email, or a payment reference a member reads off
// a receipt or a bank statement (our token, the provider's transaction id, the invoice number).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DeskAccess, DeskMemberListQuery, DeskMemberRow } from '../../schemas/api/desk-members';
import { PAID_UP } from '../auth/membership';

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Access from a member's subscriptions, as membershipOf decides it (blocked: none). */
export function accessOf(subs: { starts_at: string; expires_at: string; status: string }[], blocked: boolean, now: string): DeskAccess {
  if (subs.length === 0) return { state: 'never' };
  const paidUp = subs.filter((s) => (PAID_UP as readonly string[]).includes(s.status)).sort((a, b) => (a.starts_at < b.starts_at ? -1 : 1));
  let last = paidUp.find((s) => s.starts_at <= now && s.expires_at > now);
  if (!last || blocked) {
    const ended = subs.map((s) => s.expires_at).sort().at(-1)!;
    return { state: 'expired', until: ended < now ? ended : now };
  }
  for (const s of paidUp) if (s.starts_at <= last.expires_at && s.expires_at > last.expires_at) last = s;
  return { state: 'active', until: last.expires_at };
}

export async function searchMembers(db: Kysely<Database>, query: DeskMemberListQuery, now: string): Promise<{ rows: DeskMemberRow[]; total: number }> {
  let q = db.selectFrom('users');
  const text = query.q?.trim();
  if (text) {
    const pattern = likePattern(text);
    const byPayment = db
      .selectFrom('payments')
      .select('payments.user_id')
      .where('payments.user_id', 'is not', null)
      .where((eb) => eb.or([eb('payments.token', '=', text), eb('payments.provider_transaction_id', '=', text), eb('payments.invoice_number', '=', text)]));
    q = q.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('users.username_lower')} like ${pattern} escape '\\'`,
        sql<boolean>`${eb.ref('users.email_lower')} like ${pattern} escape '\\'`,
        eb('users.id', 'in', byPayment as never),
      ]),
    );
  }
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const size = query.s ?? 30;
  const users = await q
    .select(['users.id', 'users.username', 'users.email', 'users.role_id', 'users.created_at', 'users.blocked_at'])
    .orderBy('users.id', 'desc')
    .limit(size)
    .offset((query.p ?? 0) * size)
    .execute();
  const ids = users.map((u) => u.id);
  if (ids.length === 0) return { rows: [], total };
  const [subs, payments] = await Promise.all([
    db.selectFrom('subscriptions').select(['user_id', 'starts_at', 'expires_at', 'status']).where('user_id', 'in', ids).execute(),
    db.selectFrom('payments').select(['id', 'user_id', 'created_at', 'paid_at', 'amount', 'currency', 'status']).where('user_id', 'in', ids).orderBy('id', 'desc').execute(),
  ]);
  const rows = users.map((u): DeskMemberRow => {
    const last = payments.find((p) => p.user_id === u.id);
    return {
      id: u.id,
      username: u.username,
      email: u.email,
      role: u.role_id,
      created: u.created_at,
      blocked: !!u.blocked_at,
      access: accessOf(subs.filter((s) => s.user_id === u.id), !!u.blocked_at, now),
      lastPayment: last ? { id: last.id, at: last.paid_at ?? last.created_at, amount: Number(last.amount), currency: last.currency, status: last.status } : null,
    };
  });
  return { rows, total };
}
