// @vitest-environment node
// Transactional mail: every template in every site language, delivered through a real SMTP server
// (smtp-server, parsed with mailparser), written as .eml files without SMTP_URL, sent once per
// dedupe key, and never failing the caller when the SMTP server does.
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startServer, useRealNetwork, type TestServer } from './harness';
import { recipientOf, startSmtpSink, type SmtpSink } from './smtp-sink';
import { createMailer, mailDir } from '../../server/mail';
import type { MailMessage, MailTemplate } from '../../server/mail/mailer';
import { renderMail } from '../../server/mail/render';

useRealNetwork();

const SITE = { siteName: 'Velvet Example', siteUrl: 'https://members.example.test', supportEmail: 'help@members.example.test' };
const LOCALES = ['en_US', 'de_DE', 'fr_FR', 'es_ES'];
/** Hostile values: every one must arrive escaped in the HTML. */
const NAME = 'Ann <b>&</b> "Co"';

const DATA: Record<MailTemplate, MailMessage['data']> = {
  welcome: { username: NAME, loginUrl: '/login' },
  receipt: { username: NAME, plan: 'Monthly <Gold>', amount: 1234.5, currency: 'EUR', provider: 'epochCreditCard', paidAt: '2026-03-14T09:26:53.000Z', renewsOn: '2026-04-14T09:26:53.000Z' },
  giftCardVerified: { username: NAME, plan: 'Monthly <Gold>', endsOn: '2026-04-14T00:00:00.000Z' },
  giftCardDeclined: { username: NAME, supportUrl: '/support' },
  rebillFailed: { username: NAME, plan: 'Monthly <Gold>', endsOn: '2026-04-14T00:00:00.000Z', paymentUrl: '/payment' },
  endingSoon: { username: NAME, plan: 'Monthly <Gold>', endsOn: '2026-04-14T00:00:00.000Z', renewUrl: '/payment' },
  cancelled: { username: NAME, plan: 'Monthly <Gold>', endsOn: '2026-04-14T00:00:00.000Z' },
  passwordReset: { username: NAME, resetUrl: '/login/reset?token=abc&x=1', validMinutes: 60 },
  accountDeleted: { username: NAME },
  paymentHeld: { username: NAME, plan: 'Monthly <Gold>', amount: 24.95, currency: 'USD', provider: 'bitcoin', paymentUrl: '/payment' },
  paymentReturned: { username: NAME, plan: 'Monthly <Gold>', amount: 24.95, currency: 'USD', provider: 'epochCreditCard' },
  staffPaymentWaiting: { username: NAME, payer: 'ann <ann@example.test>', paymentId: 42, plan: 'Monthly <Gold>', amount: 24.95, currency: 'USD', provider: 'bitcoin', reason: 'paid_late' },
  passwordChanged: { username: NAME, changedAt: '2026-03-14T09:26:53.000Z', resetUrl: '/login/forgot' },
  emailConfirm: { username: NAME, newEmail: 'new <b>@example.test', confirmUrl: '/account/email?token=abc&x=1', validHours: 24 },
  emailChanged: { username: NAME, newEmail: 'new <b>@example.test', changedAt: '2026-03-14T09:26:53.000Z', supportUrl: '/support' },
  purchaseReceipt: { username: NAME, item: 'Sunset <Walk>', amount: 9.95, currency: 'EUR', provider: 'bitcoin', paidAt: '2026-03-14T09:26:53.000Z', watchUrl: '/videos/sunset-walk' },
  subscriptionExpired: { username: NAME, plan: 'Monthly <Gold>', endedOn: '2026-04-14T00:00:00.000Z', renewUrl: '/signup' },
  refund: { username: NAME, plan: 'Monthly <Gold>', amount: 29.95, currency: 'USD', provider: 'epochCreditCard' },
  chargeback: { username: NAME, plan: 'Monthly <Gold>', amount: 29.95, currency: 'USD', supportUrl: '/support' },
  chargebackStaff: { username: NAME, member: 'Bob', memberEmail: 'bob@example.test', paymentId: '42', plan: 'Monthly <Gold>', amount: 29.95, currency: 'USD', provider: 'epochCreditCard', paidAt: '2026-03-14T09:26:53.000Z' },
  newsletterConfirm: { username: NAME, confirmUrl: '/newsletter?confirm=abc', validDays: 7 },
  newsletter: { username: NAME, title: 'News <of> the month', body: 'Ten new videos.', unsubscribeUrl: '/api/newsletter/unsubscribe?token=abc' },
  twoFactorOn: { username: NAME, changedAt: '2026-03-14T09:26:53.000Z', resetUrl: '/login/forgot' },
  twoFactorOff: { username: NAME, changedAt: '2026-03-14T09:26:53.000Z', resetUrl: '/login/forgot' },
  deskRequestReply: { username: NAME, subject: 'Remove <my> video', body: 'We removed it.\n<b>Thanks</b>', requestRef: 'removal #12' },
  staffNewRequest: { username: NAME, kindLabel: 'contact request', requester: 'Bob <b>', requesterEmail: 'bob@example.test', subject: 'Hello <there>', due: 'March 14, 2026', deskUrl: '/admin/requests/contact/1' },
  staffJobFailed: { username: NAME, jobName: 'Processing of cover <1>.jpg (variants)', error: 'decoder <broke>', at: 'March 14, 2026 09:26 UTC', deskUrl: '/admin/dashboard' },
};
const TEMPLATES = Object.keys(DATA) as MailTemplate[];

describe('mail templates', () => {
  it.each(TEMPLATES.flatMap((template) => LOCALES.map((locale) => [template, locale] as const)))('%s renders in %s', (template, locale) => {
    const mail = renderMail({ template, locale, data: DATA[template] }, SITE);
    const english = renderMail({ template, locale: 'en_US', data: DATA[template] }, SITE);
    expect(mail.subject.length).toBeGreaterThan(5);
    if (locale !== 'en_US') {
      // A newsletter's subject is its title, as staff wrote it.
      if (template !== 'newsletter') expect(mail.subject).not.toBe(english.subject);
      expect(mail.text).not.toBe(english.text);
    }
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\w+\}/);
    // Values are escaped in the HTML, plain in the text.
    expect(mail.html).not.toContain('<b>&</b>');
    expect(mail.html).toContain('Ann &lt;b&gt;&amp;&lt;/b&gt; &quot;Co&quot;');
    expect(mail.text).toContain(NAME);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).not.toMatch(/<img|<script|src=/i);
    expect(mail.html).toContain(`lang="${locale.replace('_', '-')}"`);
    // Links are absolute on the site's URL.
    for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^https:\/\/members\.example\.test\//);
    expect(mail.text).toContain('help@members.example.test');
  });

  it('formats amounts and dates for the language, and names the provider as customers know it', () => {
    // Intl puts a no-break space between amount and currency sign.
    const de = renderMail({ template: 'receipt', locale: 'de_DE', data: DATA.receipt }, SITE);
    de.text = de.text.replace(/\u00a0/g, ' ');
    expect(de.text).toContain('Betrag: 1.234,50 €');
    expect(de.text).toContain('Datum: 14. März 2026');
    expect(de.text).toContain('Verlängert sich am: 14. April 2026');
    expect(de.text).toContain('Zahlungsart: Kreditkarte (Epoch)');
    expect(de.text).not.toContain('Endet am');
    const en = renderMail({ template: 'receipt', locale: 'en_US', data: { ...DATA.receipt, currency: 'USD', renewsOn: undefined, endsOn: '2026-04-14T00:00:00.000Z' } }, SITE);
    expect(en.text).toContain('Amount: $1,234.50');
    expect(en.text).toContain('Ends on: April 14, 2026');
    expect(en.text).not.toContain('Renews on');
    const fr = renderMail({ template: 'endingSoon', locale: 'fr_FR', data: DATA.endingSoon }, SITE);
    expect(fr.subject).toBe('Votre abonnement prend fin le 14 avril 2026');
    const es = renderMail({ template: 'passwordReset', locale: 'es_ES', data: DATA.passwordReset }, SITE);
    expect(es.text).toContain('válido durante 60 minutos');
    expect(es.text).toContain('https://members.example.test/login/reset?token=abc&x=1');
    expect(es.html).toContain('href="https://members.example.test/login/reset?token=abc&amp;x=1"');
  });

  it('falls back to English for an unknown language and finds a language by its first part', () => {
    const english = renderMail({ template: 'welcome', locale: 'en_US', data: DATA.welcome }, SITE).subject;
    expect(renderMail({ template: 'welcome', locale: 'xx_YY', data: DATA.welcome }, SITE).subject).toBe(english);
    expect(renderMail({ template: 'welcome', locale: '', data: DATA.welcome }, SITE).subject).toBe(english);
    expect(renderMail({ template: 'welcome', locale: 'de-AT', data: DATA.welcome }, SITE).subject).toBe('Willkommen bei Velvet Example');
  });

  it('keeps links under a site URL with a path', () => {
    const mail = renderMail({ template: 'welcome', locale: 'en_US', data: DATA.welcome }, { ...SITE, siteUrl: 'https://example.test/members' });
    expect(mail.text).toContain('https://example.test/members/login');
  });
});

describe.each(backends)('mail delivery on %s', (backend) => {
  let s: TestServer;
  let sink: SmtpSink;
  beforeAll(async () => {
    [s, sink] = await Promise.all([startServer(backend, { seedUpdates: 5 }), startSmtpSink()]);
  }, 60_000);
  afterAll(async () => {
    await s?.close();
    await sink?.close();
  });

  const smtpMailer = (url = sink.url) =>
    createMailer({ env: { SMTP_URL: url }, dataDir: s.ctx.dataDir, db: s.ctx.db, configs: s.ctx.configs, logger: pino({ level: 'silent' }), now: () => new Date().toISOString() });
  const sentRows = (recipient: string) => s.ctx.db.selectFrom('sent_mails').selectAll().where('recipient', '=', recipient).execute();

  it('sends every template over SMTP_URL in the recipient language, from the site configuration', async () => {
    const mailer = smtpMailer();
    for (const template of TEMPLATES) await mailer.send({ template, to: `${template}-${backend}@example.test`, locale: 'fr_FR', data: DATA[template] });
    await mailer.close();
    for (const template of TEMPLATES) {
      const mail = await sink.next((m) => recipientOf(m) === `${template}-${backend}@example.test`);
      expect(mail.subject).toBe(renderMail({ template, locale: 'fr_FR', data: DATA[template] }, { siteName: 'Emotions', siteUrl: 'http://localhost:3000' }).subject);
      // No MAIL_FROM and a loopback siteUrl: the sender is on the support address's domain.
      expect(mail.from?.text).toBe('"Emotions" <no-reply@emotions.example>');
      expect(mail.replyTo?.text).toBe('support@emotions.example');
      expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
      expect(mail.text).toContain('L’équipe Emotions');
      expect(mail.html).toContain('Ann &lt;b&gt;');
      const [row] = await sentRows(`${template}-${backend}@example.test`);
      expect(row).toMatchObject({ template, locale: 'fr_FR', message_id: mail.messageId });
    }
  });

  it('writes .eml files under <DATA_DIR>/mail without SMTP_URL (the embedded default), readable by a mail parser', async () => {
    const to = `eml-${backend}@example.test`;
    await s.ctx.mail.send({ template: 'passwordReset', to, locale: 'de_DE', data: DATA.passwordReset });
    const files = fs.readdirSync(mailDir(s.ctx.dataDir)).filter((f) => f.includes('passwordReset'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-passwordReset-[0-9a-f]{6}\.eml$/);
    const file = path.join(mailDir(s.ctx.dataDir), files[0]!);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const mail = await simpleParser(fs.readFileSync(file));
    expect(recipientOf(mail)).toBe(to);
    expect(mail.subject).toBe('Passwort für Emotions zurücksetzen');
    // Links are on the port this server runs on, not the configuration's localhost:3000.
    expect(mail.text).toContain(`http://localhost:${new URL(s.url).port}/login/reset?token=abc&x=1`);
    expect(mail.html).toContain('Neues Passwort festlegen');
    expect((await sentRows(to))[0]?.message_id).toBe(mail.messageId);
  });

  it('sends a message with a dedupe key once, even when asked twice at the same time', async () => {
    const mailer = smtpMailer();
    const to = `dedupe-${backend}@example.test`;
    const message: MailMessage = { template: 'endingSoon', to, locale: 'en_US', data: DATA.endingSoon, dedupeKey: `endingSoon:dedupe-${backend}` };
    await Promise.all([mailer.send(message), mailer.send(message)]);
    await mailer.send(message);
    await mailer.close();
    await sink.next((m) => recipientOf(m) === to);
    await expect(sink.next((m) => recipientOf(m) === to, 300)).rejects.toThrow(/no mail arrived/);
    expect(await sentRows(to)).toHaveLength(1);
  });

  it('never throws to the caller when the SMTP server refuses or is away, and a later attempt with the same key sends', async () => {
    const to = `failing-${backend}@example.test`;
    const message: MailMessage = { template: 'cancelled', to, locale: 'es_ES', data: DATA.cancelled, dedupeKey: `cancelled:failing-${backend}` };
    sink.refuse = true;
    const refusing = smtpMailer();
    await expect(refusing.send(message)).resolves.toBeUndefined();
    sink.refuse = false;
    // Each failure stays in the mail log (the desk's), with its error, without holding the key.
    const statuses = async () => (await sentRows(to)).map((r) => r.status);
    expect(await statuses()).toEqual(['failed']);
    expect((await sentRows(to))[0]).toMatchObject({ dedupe_key: null, error: expect.any(String) });
    // Nothing listens on port 1.
    await expect(smtpMailer('smtp://127.0.0.1:1').send(message)).resolves.toBeUndefined();
    expect(await statuses()).toEqual(['failed', 'failed']);
    // A broken message (a date that is none) is logged, not thrown, too.
    await expect(refusing.send({ ...message, data: { ...message.data, endsOn: 'soon' } })).resolves.toBeUndefined();
    await refusing.send(message);
    await refusing.close();
    const mail = await sink.next((m) => recipientOf(m) === to);
    expect(mail.subject).toBe('Su suscripción ha sido cancelada');
    expect(await statuses()).toEqual(['failed', 'failed', 'failed', 'sent']);
  });
});
