// The audit log call as the real server answers it (server/api/staff-audit.ts): staff actions,
// newest first, filtered by kind and id of item, staff member and action. `deskAuditMockFor()`
// gives a handler with its own entries and the queries it received.
import { http } from 'msw';
import { deskAuditFixture } from '../fixtures/desk-audit';
import { api } from './paths';
import { paged } from './respond';

// The server's page size for the log (schemas/api/staff-audit.ts).
const AUDIT_PAGE_SIZE = 50;

export function deskAuditMockFor() {
  const entries = deskAuditFixture();
  const queries: URLSearchParams[] = [];
  const handlers = [
    http.get(api('staff/audit'), ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams;
      queries.push(q);
      const found = entries.filter(
        (e) =>
          (!q.get('targetKind') || e.targetKind === q.get('targetKind')) &&
          (!q.get('targetId') || e.targetId === q.get('targetId')) &&
          (!q.get('userId') || e.userId === Number(q.get('userId'))) &&
          (!q.get('action') || e.action === q.get('action')),
      );
      return paged(found, url, AUDIT_PAGE_SIZE);
    }),
  ];
  return { handlers, entries, queries };
}

export const deskAuditHandlers = deskAuditMockFor().handlers;
