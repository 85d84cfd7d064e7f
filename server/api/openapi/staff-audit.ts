// The audit log of staff actions (server/api/staff-audit.ts): publishers read it; no call edits it.
import * as A from '../../../schemas/api/staff-audit';
import { list, type Area } from './operation';

export const staffAuditArea: Area = {
  tag: { name: 'Staff audit log', description: 'Every desk and staff action (who, when, what, why, from which address), read by publishers; the log is append-only.' },
  ops: [
    { method: 'get', path: '/api/staff/audit', summary: 'Publishers: staff actions, newest first (filter by target, staff member or action; paging)', query: A.StaffAuditQuery, data: list(A.StaffAction), paged: true, auth: 'staff' },
  ],
};
