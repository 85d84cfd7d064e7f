// The open contact and content-removal requests the dashboard lists (not yet answered), the one due
// first first. The due date is the inbox's (7 business days after arrival); a row written without
// one (an import) gets it computed the same way.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { requestDueAt } from './requests-due';

type Db = Kysely<Database> | Transaction<Database>;

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
    db.selectFrom('contact_requests').select(['id', 'name', 'subject', 'created_at', 'due_at']).where('status', '<>', 'answered').execute(),
    db.selectFrom('content_removal_requests').select(['id', 'user_name', 'content_update_url', 'created_at', 'due_at']).where('status', '<>', 'answered').execute(),
  ]);
  const due = (r: { created_at: string; due_at: string | null }) => r.due_at ?? requestDueAt(isoOf(r.created_at));
  const all: OpenRequest[] = [
    ...contacts.map((r) => ({ kind: 'contact' as const, id: r.id, name: r.name, subject: r.subject, receivedAt: isoOf(r.created_at), dueAt: due(r) })),
    ...removals.map((r) => ({ kind: 'removal' as const, id: r.id, name: r.user_name, subject: r.content_update_url, receivedAt: isoOf(r.created_at), dueAt: due(r) })),
  ];
  all.sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.kind.localeCompare(b.kind) || a.id - b.id);
  return { total: all.length, items: all.slice(0, limit) };
}
