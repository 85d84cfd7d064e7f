// @vitest-environment node
// The newsletter records a real choice: asking mails a confirmation link (double opt-in), the link
// confirms once, the state shows on the page, every newsletter unsubscribes in one click without
// a login (also as List-Unsubscribe), and staff export the confirmed list.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { backends, createUser, suiteServer, useRealNetwork, type TestServer } from './harness';
import { mailDir } from '../../server/mail';
import { newsletterMessage } from '../../server/newsletter/subscriptions';
import { ROLE } from '../../shared/roles';

useRealNetwork();

async function mailsTo(s: TestServer, address: string): Promise<ParsedMail[]> {
  const dir = mailDir(s.ctx.dataDir);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort() : [];
  const mails = await Promise.all(files.map((file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);
}

async function nextMail(s: TestServer, address: string, count: number): Promise<ParsedMail> {
  await expect.poll(async () => (await mailsTo(s, address)).length, { timeout: 15_000 }).toBe(count);
  return (await mailsTo(s, address))[count - 1]!;
}

const linkIn = (mail: ParsedMail, part: string) => new URL([...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((l) => l.includes(part))!);

describe.each(backends)('the newsletter (%s)', (backend) => {
  const server = suiteServer(backend);

  it('subscribes only after the mailed link is opened, once, and records when and how', async () => {
    const s = server();
    const { id, token } = await createUser(s, 'Leserin');
    expect((await s.api('/api/newsletter', { token })).body.data).toEqual({ status: 'none' });
    const asked = await s.api('/api/newsletter/subscribe', { method: 'POST', token, json: { locale: 'de_DE' } });
    expect(asked).toMatchObject({ status: 202, body: { data: { status: 'pending' } } });
    // Not on the list before the confirmation.
    const staff = await createUser(s, 'Listenwart', { role: ROLE.staff });
    expect((await s.api('/api/newsletter/subscribers.csv', { token: staff.token })).body).not.toContain('leserin@example.test');

    const mail = await nextMail(s, 'leserin@example.test', 1);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr Newsletter-Abonnement');
    const link = linkIn(mail, '/newsletter?confirm=');
    expect(link.host).toBe(new URL(s.url).host);
    const confirmToken = link.searchParams.get('confirm')!;
    // Only the token's hash is stored.
    const row = await s.ctx.db.selectFrom('newsletter_subscriptions').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', requested_source: 'newsletter-page', consent_at: null });
    expect(row.confirm_token_hash).not.toContain(confirmToken);

    // The page confirms with the token (the member need not be logged in on that device).
    const confirmed = await s.api('/api/newsletter/confirm', { method: 'POST', json: { token: confirmToken } });
    expect(confirmed).toMatchObject({ status: 200, body: { data: { status: 'confirmed', consentAt: expect.any(String) } } });
    expect(await s.api('/api/newsletter/confirm', { method: 'POST', json: { token: confirmToken } })).toMatchObject({ status: 400, body: { error: { code: 'invalid_token' } } });
    expect((await s.api('/api/newsletter', { token })).body.data.status).toBe('confirmed');
    expect(await s.ctx.db.selectFrom('newsletter_subscriptions').select(['consent_source', 'confirm_token_hash']).where('user_id', '=', id).executeTakeFirstOrThrow()).toEqual({ consent_source: 'confirmation-link', confirm_token_hash: null });

    const csv = await s.api('/api/newsletter/subscribers.csv', { token: staff.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = String(csv.body).trim().split('\r\n');
    expect(header).toBe('username,email,locale,consent_at,consent_source,requested_at,requested_source');
    expect(rows.find((r) => r.startsWith('Leserin,'))).toMatch(/^Leserin,leserin@example\.test,[a-z]{2}_[A-Z]{2},\d{4}-.*,confirmation-link,\d{4}-.*,newsletter-page$/);
    expect((await s.api('/api/newsletter/subscribers.csv', { token })).status).toBe(403);
    expect((await s.api('/api/newsletter/subscribers.csv')).status).toBe(401);
  });

  it('refuses a confirmation link after it expired', async () => {
    const s = server();
    const { token } = await createUser(s, 'Spaetleser');
    await s.api('/api/newsletter/subscribe', { method: 'POST', token, json: {} });
    const confirmToken = linkIn(await nextMail(s, 'spaetleser@example.test', 1), '/newsletter?confirm=').searchParams.get('confirm')!;
    const realNow = s.ctx.now;
    s.ctx.now = () => new Date(Date.now() + 8 * 86_400_000).toISOString();
    try {
      expect((await s.api('/api/newsletter/confirm', { method: 'POST', json: { token: confirmToken } })).status).toBe(400);
    } finally {
      s.ctx.now = realNow;
    }
    expect((await s.api('/api/newsletter', { token })).body.data.status).toBe('pending');
  });

  it('puts a one-click unsubscribe link and List-Unsubscribe into every newsletter; it works without a login, a forged one does not', async () => {
    const s = server();
    const { id, token } = await createUser(s, 'Abbesteller');
    await s.api('/api/newsletter/subscribe', { method: 'POST', token, json: { locale: 'en_US' } });
    const confirmToken = linkIn(await nextMail(s, 'abbesteller@example.test', 1), '/newsletter?confirm=').searchParams.get('confirm')!;
    await s.api('/api/newsletter/confirm', { method: 'POST', json: { token: confirmToken } });

    await s.ctx.mail.send(newsletterMessage(s.ctx, { id, username: 'Abbesteller', email: 'abbesteller@example.test', locale: 'en_US' }, { title: 'November news', body: 'Ten new videos.', key: 'test-1' }));
    const issue = await nextMail(s, 'abbesteller@example.test', 2);
    expect(issue.subject).toBe('November news');
    const unsubscribe = linkIn(issue, '/api/newsletter/unsubscribe');
    expect(unsubscribe.host).toBe(new URL(s.url).host);
    const header = (key: string) => issue.headerLines.find((l) => l.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribe.href}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // Someone else's id with our signature is refused.
    const forged = unsubscribe.searchParams.get('token')!.replace(/^\d+/, String(id + 1));
    expect((await s.api(`/api/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`, { method: 'POST' })).status).toBe(400);
    const page = await s.api(`/api/newsletter/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(page.body).toContain('not valid');
    expect((await s.api('/api/newsletter', { token })).body.data.status).toBe('confirmed');

    const done = await s.api(`${unsubscribe.pathname}${unsubscribe.search}`);
    expect(done.status).toBe(200);
    expect(done.body).toContain('You have been unsubscribed');
    expect((await s.api('/api/newsletter', { token })).body.data).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) });
    expect(await s.ctx.db.selectFrom('newsletter_subscriptions').select('unsubscribe_source').where('user_id', '=', id).executeTakeFirstOrThrow()).toEqual({ unsubscribe_source: 'mail-link' });
  });

  it('lets the member unsubscribe on the page, and asks again with a new confirmation', async () => {
    const s = server();
    const { token } = await createUser(s, 'Wechsler');
    await s.api('/api/newsletter/subscribe', { method: 'POST', token, json: {} });
    const first = linkIn(await nextMail(s, 'wechsler@example.test', 1), '/newsletter?confirm=').searchParams.get('confirm')!;
    await s.api('/api/newsletter/confirm', { method: 'POST', json: { token: first } });
    expect(await s.api('/api/newsletter', { method: 'DELETE', token })).toMatchObject({ status: 200, body: { data: { status: 'unsubscribed' } } });
    expect((await s.api('/api/newsletter/subscribe', { method: 'POST', token, json: {} })).body.data.status).toBe('pending');
    await nextMail(s, 'wechsler@example.test', 2);
    expect((await s.api('/api/newsletter/subscribe', { method: 'POST', json: {} })).status).toBe(401);
    expect((await s.api('/api/newsletter/subscribe', { method: 'POST', token, json: { user_id: 1 } })).status).toBe(400);
  });
});
