// The open contact and content-removal requests the dashboard lists, with their due dates (the seed
// promises an answer within 7 business days). Open means "not answered": today's tables record no
// answer, so every request counts; once the requests inbox adds its status column, only this
// function changes (where status <> 'answered').
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export const ANSWER_WITHIN_BUSINESS_DAYS = 7;

/** `iso` plus `days` business days (Saturday and Sunday skipped, UTC), same time of day. */
export function addBusinessDays(iso: string, days: number): string {
  const date = new Date(iso);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString();
}

/** A stored time as ISO UTC (older rows may hold another readable form). */
const isoOf = (stored: string) => {
  const date = new Date(stored);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
};

export interface OpenRequest {
  kind: 'contact' | 'removal';
  id: number;
  name: string;
  subject: string;
  receivedAt: string;
  dueAt: string;
}

/** Every open request, the one due first first; `limit` caps the list, `total` counts them all. */
export async function openRequests(db: Db, limit = 20): Promise<{ total: number; items: OpenRequest[] }> {
  const [contacts, removals] = await Promise.all([
    db.selectFrom('contact_requests').select(['id', 'name', 'subject', 'created_at']).execute(),
    db.selectFrom('content_removal_requests').select(['id', 'user_name', 'content_update_url', 'created_at']).execute(),
  ]);
  const all: OpenRequest[] = [
    ...contacts.map((r) => ({ kind: 'contact' as const, id: r.id, name: r.name, subject: r.subject, receivedAt: isoOf(r.created_at), dueAt: '' })),
    ...removals.map((r) => ({ kind: 'removal' as const, id: r.id, name: r.user_name, subject: r.content_update_url, receivedAt: isoOf(r.created_at), dueAt: '' })),
  ].map((r) => ({ ...r, dueAt: addBusinessDays(r.receivedAt, ANSWER_WITHIN_BUSINESS_DAYS) }));
  all.sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.kind.localeCompare(b.kind) || a.id - b.id);
  return { total: all.length, items: all.slice(0, limit) };
}
