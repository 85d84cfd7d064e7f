// @vitest-environment node
// Every mail template the server knows (read from the English texts at run time, so a template
// added later is covered too), in every language, goes through the real .eml transport; each file
// is parsed with mailparser: every link is on the site's own host (a site on a non-default port
// without SITE_URL, and one with SITE_URL), the sender is on a real host, and German says "Sie".
// Then the Host rules: a forged Host never reaches a reset link.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startServer, useRealNetwork, type TestServer } from './harness';
import { mailDir } from '../../server/mail';
import type { MailMessage, MailTemplate } from '../../server/mail/mailer';
import { MAIL_TEXTS } from '../../server/mail/texts';

useRealNetwork();

const LOCALES = Object.keys(MAIL_TEXTS);
const TEMPLATES = Object.keys(MAIL_TEXTS.en_US!.templates) as MailTemplate[];

/** A value for each `{field}` a template names: dates, amounts and providers as the senders give them, links as site paths. */
function sampleData(template: MailTemplate): MailMessage['data'] {
  const texts = MAIL_TEXTS.en_US!.templates[template];
  const all = [texts.subject, ...texts.paragraphs, ...(texts.details ?? []).flat(), texts.action?.link ? `{${texts.action.link}}` : ''].join(' ');
  const data: MailMessage['data'] = { username: 'Ann', currency: 'EUR' };
  for (const [, field] of all.matchAll(/\{(\w+)\}/g)) {
    if (!field || ['siteName', 'siteUrl', 'supportEmail'].includes(field)) continue;
    if (/(At|On)$/.test(field)) data[field] = '2026-03-14T09:26:53.000Z';
    else if (field === 'amount') data[field] = 29.95;
    else if (field === 'provider') data[field] = 'epochCreditCard';
    else if (field.endsWith('Url')) data[field] = `/${field.replace(/Url$/, '')}?token=t0k3n&x=1`;
    else if (/minutes|count|days/i.test(field)) data[field] = 30;
    else data[field] = `${field} value`;
  }
  return data;
}

async function readMails(s: TestServer): Promise<ParsedMail[]> {
  const dir = mailDir(s.ctx.dataDir);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort() : [];
  return Promise.all(files.map(async (file) => simpleParser(fs.readFileSync(path.join(dir, file)))));
}

const clearMails = (s: TestServer) => fs.rmSync(mailDir(s.ctx.dataDir), { recursive: true, force: true });

/** Every address in a message: the HTML's hrefs and any http(s) URL in the text. */
function linksOf(mail: ParsedMail): string[] {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const inText = [...(mail.text ?? '').matchAll(/https?:\/\/[^\s)]+/g)].map((m) => m[0]);
  return [...hrefs, ...inText];
}

const FORMAL_ONLY = /\b(du|dein\w*|dich|dir)\b/i;

describe.each([
  { name: 'a site on a non-default port without SITE_URL', env: {} as Record<string, string>, host: (s: TestServer) => `localhost:${new URL(s.url).port}`, from: 'no-reply@emotions.example' },
  { name: 'a site with SITE_URL', env: { SITE_URL: 'https://members.example.test' }, host: () => 'members.example.test', from: 'no-reply@members.example.test' },
])('every mail template in every language, on $name', ({ env, host, from }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('sqlite', { env });
    clearMails(s);
    for (const template of TEMPLATES) {
      for (const locale of LOCALES) await s.ctx.mail.send({ template, to: `${template}.${locale}@example.test`, locale, data: sampleData(template) });
    }
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('writes one .eml per template and language, each link on the site host, from a real host, German in "Sie"', async () => {
    const mails = await readMails(s);
    expect(mails).toHaveLength(TEMPLATES.length * LOCALES.length);
    expect(new URL(s.url).port).not.toBe('3000');
    for (const mail of mails) {
      const to = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]!.address! : '';
      const links = linksOf(mail);
      // The footer links the site at least.
      expect(links.length, to).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link).host, `${to}: ${link}`).toBe(host(s));
      expect(mail.from?.value[0]?.address, to).toBe(from);
      if (to.includes('.de_DE@')) {
        expect(mail.text, to).not.toMatch(FORMAL_ONLY);
        expect(mail.subject, to).not.toMatch(FORMAL_ONLY);
      }
    }
  });
});

/** A request with a Host header of our choosing (fetch may not set one). */
function post(url: string, pathname: string, hostHeader: string, json: unknown): Promise<number> {
  const target = new URL(pathname, url);
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { host: hostHeader, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let accounts = 0;

/** The reset link mailed to a fresh account (three reset mails an hour per account) asked for with this Host. */
async function resetLinkAfter(s: TestServer, hostHeader: string): Promise<URL> {
  const username = `hostrules${++accounts}`;
  await createUser(s, username);
  clearMails(s);
  expect(await post(s.url, '/api/password/forgot', hostHeader, { login: username })).toBe(202);
  await expect.poll(async () => (await readMails(s)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await readMails(s);
  const link = linksOf(mail!).find((l) => l.includes('/login/reset'));
  return new URL(link!);
}

describe('the Host a request names', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer('sqlite', { env: { ALLOWED_HOSTS: 'members.example.lan' } });
  }, 60_000);
  afterAll(async () => {
    await s?.close();
  });

  it('never puts a forged Host into a reset link: it falls back to localhost on the server port', async () => {
    const port = new URL(s.url).port;
    for (const forged of ['evil.example', `evil.example:${port}`, 'localhost:1', '127.0.0.1.evil.example']) {
      const link = await resetLinkAfter(s, forged);
      expect(link.host, forged).toBe(`localhost:${port}`);
    }
  });

  it('keeps the address a trusted request came in on: loopback on the server port, or a name in ALLOWED_HOSTS', async () => {
    const port = new URL(s.url).port;
    expect((await resetLinkAfter(s, `127.0.0.1:${port}`)).host).toBe(`127.0.0.1:${port}`);
    expect((await resetLinkAfter(s, 'members.example.lan:8443')).host).toBe('members.example.lan:8443');
  });

  it('gives mail sent without a request (scheduled jobs, postbacks) the last trusted address, never a forged one', async () => {
    const port = new URL(s.url).port;
    await post(s.url, '/api/password/forgot', `127.0.0.1:${port}`, { login: 'nobody-here' });
    await post(s.url, '/api/password/forgot', 'evil.example', { login: 'nobody-here' });
    expect(s.ctx.siteOrigin.current()).toBe(`http://127.0.0.1:${port}`);
  });
});
