// Who gets the mails meant for the people running the site (a chargeback, a payment that waits for
// a decision): every staff account (publisher) that is not blocked, each in its own language.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ROLE } from '../../shared/roles';

export interface StaffRecipient {
  id: number;
  username: string;
  email: string;
  locale: string;
}

export async function staffRecipients(db: Kysely<Database>): Promise<StaffRecipient[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'locale'])
    .where('role_id', '=', ROLE.staff)
    .where('blocked_at', 'is', null)
    .orderBy('id')
    .execute();
}
