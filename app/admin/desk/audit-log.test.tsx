// The audit log page: publishers read who did what (in words), why and from where, filtered by kind of item and action;
// editors do not see the section and are told the log is for publishers.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editor, openAdmin, preloadAdminArea, publisher } from '../admin-test-utils';
import { server } from '../../../mock-api/node';
import { deskAuditMockFor } from '../../../mock-api/handlers/desk-audit';

beforeAll(preloadAdminArea, 120_000);

// The log of mock-api/handlers/desk-audit.ts: a comment hidden (no reason), member 7 extended.
function serveAudit() {
  const mock = deskAuditMockFor();
  server.use(...mock.handlers);
  return mock.queries;
}

describe('the audit log', () => {
  it('shows publishers each action with who, why and from where, and filters by item', async () => {
    const asked = serveAudit();
    await openAdmin('/admin/audit', publisher);
    const table = await screen.findByRole('table', { name: 'Staff actions, newest first' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Actions in words, not their stored codes.
    expect(within(rows[0]!).getByText('Comment hidden')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Access extended')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Support call: paid twice')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('#7')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('none given')).toBeInTheDocument();
    expect(within(rows[0]!).getAllByText('203.0.113.9')).toHaveLength(1);
    expect(within(screen.getByRole('navigation', { name: 'Staff area sections' })).getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Item' }), 'Member');
    await screen.findByText((_, el) => el?.tagName === 'TBODY' && el.children.length === 1);
    expect(asked.at(-1)!.get('targetKind')).toBe('member');
    // The actions offered follow the kind of item chosen.
    const actions = screen.getByRole('combobox', { name: 'Action' });
    expect(within(actions).queryByRole('option', { name: 'Comment hidden' })).not.toBeInTheDocument();
    await userEvent.setup().selectOptions(actions, 'Access extended');
    await screen.findByText((_, el) => el?.tagName === 'TBODY' && el.children.length === 1);
    expect(asked.at(-1)!.get('action')).toBe('member.extend');
  });

  it('is not offered to editors, and says who may read it', async () => {
    serveAudit();
    await openAdmin('/admin/audit', editor);
    expect(await screen.findByText('Only publishers read the audit log.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Staff area sections' })).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });
});
