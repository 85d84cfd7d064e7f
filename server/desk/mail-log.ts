// The desk's mail log: every mail the site sent or failed to send (sent_mails), newest first, and
// a resend that sends the logged template data again as a new logged mail.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailLogEntry, MailLogQuery } from '../../schemas/api/desk-mail';

type Row = { id: number; created_at: string; recipient: string; template: string; locale: string; status: string; error: string | null; data: string | null; resend_of: number | null };

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const toMailLogEntry = (r: Row): MailLogEntry => ({
  id: r.id,
  at: r.created_at,
  to: r.recipient,
  template: r.template,
  locale: r.locale,
  status: r.status === 'failed' ? 'failed' : 'sent',
  error: r.error,
  resendable: r.data !== null,
  resendOf: r.resend_of,
});

const COLUMNS = ['id', 'created_at', 'recipient', 'template', 'locale', 'status', 'error', 'data', 'resend_of'] as const;

export async function mailLogPage(db: Kysely<Database>, query: MailLogQuery): Promise<{ rows: MailLogEntry[]; total: number }> {
  let q = db.selectFrom('sent_mails');
  if (query.q) {
    const pattern = likePattern(query.q);
    q = q.where((eb) => sql<boolean>`lower(${eb.ref('recipient')}) like ${pattern} escape '\\'`);
  }
  if (query.template) q = q.where('template', '=', query.template);
  if (query.status) q = q.where('status', '=', query.status);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const size = query.s ?? 30;
  const rows = await q.select(COLUMNS).orderBy('id', 'desc').limit(size).offset((query.p ?? 0) * size).execute();
  return { rows: rows.map(toMailLogEntry), total };
}

export const mailLogRow = (db: Kysely<Database>, id: number) => db.selectFrom('sent_mails').select(COLUMNS).where('id', '=', id).executeTakeFirst();

/** The newest mail sent as a resend of `id`. */
export const latestResendOf = (db: Kysely<Database>, id: number) => db.selectFrom('sent_mails').select(COLUMNS).where('resend_of', '=', id).orderBy('id', 'desc').executeTakeFirst();
