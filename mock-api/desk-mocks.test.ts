// @vitest-environment node
// The desk's shared mocks answer as the server does where stories and tests rely on it: the
// default handlers serve every desk list, and a mock's store changes with the actions sent to it.
import { describe, expect, it } from 'vitest';
import { deskPaymentsMockFor } from './handlers/desk-payments';
import { deskRequestsMockFor } from './handlers/desk-requests';
import { server } from './node';

// tests/setup/component-setup.ts starts `server` (onUnhandledRequest: 'error') and resets it after each test.

const call = async (path: string, init?: { method: string; json?: unknown }) => {
  const response = await fetch(`http://localhost/api/${path}`, init && { method: init.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.json ?? {}) });
  return { status: response.status, total: response.headers.get('maxresults'), body: (await response.json()) as { data?: unknown; error?: { code: string } } };
};

describe('desk mocks', () => {
  it('serve every desk list among the default handlers', async () => {
    for (const path of ['staff/payments', 'staff/gift-cards', 'staff/requests', 'staff/comments', 'staff/mails', 'staff/audit', 'staff/members', 'staff/translations?locale=de_DE']) {
      const { status, total } = await call(path);
      expect([path, status]).toEqual([path, 200]);
      expect(Number(total)).toBeGreaterThan(0);
    }
  });

  it('refund a payment once: a second refund is refused with 409', async () => {
    server.use(...deskPaymentsMockFor().handlers);
    expect((await call('staff/payments/21/refund', { method: 'POST', json: { reason: 'Asked by phone' } })).status).toBe(200);
    expect((await call('staff/payments/21')).body.data).toMatchObject({ status: 'refunded', refundable: false });
    const again = await call('staff/payments/21/refund', { method: 'POST', json: { reason: 'Asked by phone' } });
    expect([again.status, again.body.error?.code]).toEqual([409, 'already_refunded']);
  });

  it('take a decided gift card out of the queue', async () => {
    server.use(...deskPaymentsMockFor().handlers);
    await call('staff/payments/11/gift-card', { method: 'POST', json: { approve: true } });
    expect((await call('staff/gift-cards')).total).toBe('0');
    expect((await call('staff/payments?status=approved')).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: 11, waitingForStaff: false })]));
  });

  it('list only open requests when asked, and mark a replied one answered', async () => {
    server.use(...deskRequestsMockFor().handlers);
    await call('staff/requests/contact/3/reply', { method: 'POST', json: { body: 'Yes, a year at once.' } });
    const open = await call('staff/requests?status=open');
    expect(open.body.data).toEqual([expect.objectContaining({ kind: 'removal', id: 12 })]);
  });
});
