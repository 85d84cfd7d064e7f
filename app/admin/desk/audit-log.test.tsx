// The audit log page: publishers read who did what, why and from where, filtered by kind of item;
// editors do not see the section and are told the log is for publishers.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { editor, openAdmin, preloadAdminArea, publisher } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import type { StaffAction } from './api/staff-audit';

beforeAll(preloadAdminArea, 120_000);

const ENTRIES: StaffAction[] = [
  { id: 2, at: '2026-11-20T09:30:00.000Z', userId: 5, username: 'publisher1', action: 'comment.hide', targetKind: 'comment', targetId: '31', reason: null, details: {}, address: '203.0.113.9' },
  { id: 1, at: '2026-11-19T08:00:00.000Z', userId: 5, username: 'publisher1', action: 'member.extend', targetKind: 'member', targetId: '7', reason: 'Support call: paid twice', details: { days: 30 }, address: '203.0.113.9' },
];

function serveAudit() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/staff/audit', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const kind = params.get('targetKind');
      const items = ENTRIES.filter((e) => !kind || e.targetKind === kind);
      return HttpResponse.json({ data: items }, { headers: { 'X-Total-Count': String(items.length) } });
    }),
  );
  return asked;
}

describe('the audit log', () => {
  it('shows publishers each action with who, why and from where, and filters by item', async () => {
    const asked = serveAudit();
    await openAdmin('/admin/audit', publisher);
    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('Support call: paid twice')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('#7')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('none given')).toBeInTheDocument();
    expect(within(rows[0]!).getAllByText('203.0.113.9')).toHaveLength(1);
    expect(within(screen.getByRole('navigation', { name: 'Staff area sections' })).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'Member');
    await screen.findByText((_, el) => el?.tagName === 'TBODY' && el.children.length === 1);
    expect(asked.at(-1)!.get('targetKind')).toBe('member');
  });

  it('is not offered to editors, and says who may read it', async () => {
    serveAudit();
    await openAdmin('/admin/audit', editor);
    expect(await screen.findByText('Only publishers read the audit log.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Staff area sections' })).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });
});
