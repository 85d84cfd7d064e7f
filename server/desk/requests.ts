// The desk's inbox over the two request tables (contact and content removal): one list with open
// requests first by due date, one request with its replies, its audit entries and, for a removal
// request, the update its URL names.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { DeskRequest, DeskRequestListQuery, DeskRequestReply, DeskRequestSummary, ReportedUpdate, RequestKind, RequestStatus } from '../../schemas/api/desk-requests';
import { requestDueAt } from './requests-due';
import { staffActions } from './audit-log';
import { statusOf } from '../queries/staff-updates';

type Db = Kysely<Database> | Transaction<Database>;

export const REQUEST_TABLE = { contact: 'contact_requests', removal: 'content_removal_requests' } as const satisfies Record<RequestKind, keyof Database>;

/** The audit log's target id of a request: `removal:12`. */
export const requestTarget = (kind: RequestKind, id: number) => `${kind}:${id}`;
/** How a request is named in an update's history and in mails: `removal #12`. */
export const requestLabel = (kind: RequestKind, id: number) => `${kind} #${id}`;

/** Rows stored without a due date (a staff PUT through the generic resources) get it on first read. */
export async function fillMissingDueDates(db: Db): Promise<void> {
  for (const table of Object.values(REQUEST_TABLE)) {
    const rows = await db.selectFrom(table).select(['id', 'created_at']).where('due_at', 'is', null).limit(1000).execute();
    for (const row of rows) await db.updateTable(table).set({ due_at: requestDueAt(row.created_at) }).where('id', '=', row.id).execute();
  }
}

interface InboxRow {
  kind: string;
  id: number;
  name: string;
  email: string;
  subject: string;
  status: string;
  due_at: string | null;
  created_at: string;
  answered_at: string | null;
}

const summaryOf = (row: InboxRow, now: string): DeskRequestSummary => {
  const dueAt = row.due_at ?? requestDueAt(row.created_at);
  return {
    kind: row.kind as RequestKind,
    id: Number(row.id),
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.status as RequestStatus,
    receivedAt: row.created_at,
    dueAt,
    answeredAt: row.answered_at,
    overdue: row.status !== 'answered' && dueAt < now,
  };
};

const contactRows = (db: Db) =>
  db.selectFrom('contact_requests').select([sql<string>`cast('contact' as varchar(16))`.as('kind'), 'id', 'name', 'email', 'subject', 'status', 'due_at', 'created_at', 'answered_at']);
const removalRows = (db: Db) =>
  db
    .selectFrom('content_removal_requests')
    .select([sql<string>`cast('removal' as varchar(16))`.as('kind'), 'id', 'user_name as name', 'email', 'content_update_url as subject', 'status', 'due_at', 'created_at', 'answered_at']);

/** One page of the inbox: open requests first, earliest due first; answered ones after. */
export async function requestInbox(db: Db, query: DeskRequestListQuery, now: string): Promise<{ rows: DeskRequestSummary[]; total: number }> {
  await fillMissingDueDates(db);
  const source = query.kind === 'contact' ? contactRows(db) : query.kind === 'removal' ? removalRows(db) : contactRows(db).unionAll(removalRows(db));
  let q = db.selectFrom(source.as('r'));
  if (query.status === 'open') q = q.where('r.status', '!=', 'answered');
  else if (query.status) q = q.where('r.status', '=', query.status);
  const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const size = query.s ?? 30;
  const rows = await q
    .selectAll()
    .orderBy(sql`case when r.status = 'answered' then 1 else 0 end`)
    .orderBy('r.due_at')
    .orderBy('r.created_at')
    .orderBy('r.kind')
    .orderBy('r.id')
    .limit(size)
    .offset((query.p ?? 0) * size)
    .execute();
  return { rows: rows.map((r) => summaryOf(r as InboxRow, now)), total };
}

/** The stored row of one request, in the inbox's shape plus its message; undefined when there is none. */
export async function requestRow(db: Db, kind: RequestKind, id: number) {
  if (kind === 'contact') {
    const row = await db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirst();
    return row && { inbox: { ...row, kind } as InboxRow, message: row.message, url: null };
  }
  const row = await db.selectFrom('content_removal_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row && { inbox: { ...row, kind, name: row.user_name, subject: row.content_update_url } as InboxRow, message: row.reason, url: row.content_update_url };
}

/**
 * The update a reported URL points at: its last path segment (or the whole text) as a permaLink,
 * `/videos/summer-day`, `https://site.example/galleries/summer-day?x=1` or just `summer-day`.
 */
export async function reportedUpdate(db: Db, url: string, now: string): Promise<ReportedUpdate | null> {
  let path = url.trim();
  try {
    path = new URL(path, 'http://site.invalid').pathname;
  } catch {
    /* not a URL: the text itself */
  }
  const segments = path.split('/').filter(Boolean).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  const candidate = segments.at(-1)?.toLowerCase();
  if (!candidate || candidate.length > 191) return null;
  const row = await db
    .selectFrom('updates')
    .select(['id', 'full_name', 'perma_link', 'content_type', 'status', 'deleted_at', 'publish_date'])
    .where(sql<boolean>`lower(perma_link) = ${candidate}`)
    .orderBy('id')
    .executeTakeFirst();
  return row ? { id: row.id, title: row.full_name, permaLink: row.perma_link, contentType: row.content_type, status: statusOf(row, now) } : null;
}

/** The language of an account with the requester's address; null when no account has it. */
export async function requesterLocale(db: Db, email: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('locale').where('email_lower', '=', email.trim().toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.locale ?? null;
}

export async function requestReplies(db: Db, kind: RequestKind, id: number): Promise<DeskRequestReply[]> {
  const rows = await db.selectFrom('request_replies').selectAll().where('request_kind', '=', kind).where('request_id', '=', id).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, at: r.at, username: r.username, body: r.body, locale: r.locale, sentMailId: r.sent_mail_id }));
}

/** One request with everything its page shows; undefined when there is none. */
export async function deskRequest(db: Db, kind: RequestKind, id: number, now: string): Promise<DeskRequest | undefined> {
  await fillMissingDueDates(db);
  const row = await requestRow(db, kind, id);
  if (!row) return undefined;
  const [replies, audit, locale, reported] = await Promise.all([
    requestReplies(db, kind, id),
    staffActions(db, { targetKind: 'request', targetId: requestTarget(kind, id), s: 100 }),
    requesterLocale(db, row.inbox.email),
    row.url ? reportedUpdate(db, row.url, now) : Promise.resolve(null),
  ]);
  return { ...summaryOf(row.inbox, now), message: row.message, url: row.url, locale, replies, audit: audit.rows, reportedUpdate: reported };
}

/** Sets the status (and when it was answered); false when there is no such request. */
export async function setRequestStatus(db: Db, kind: RequestKind, id: number, status: RequestStatus, now: string): Promise<boolean> {
  const result = await db
    .updateTable(REQUEST_TABLE[kind])
    .set({ status, answered_at: status === 'answered' ? now : null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
