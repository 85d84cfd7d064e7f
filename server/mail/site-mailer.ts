// The Mailer the server uses: renders a message in the recipient's language, records it in
// sent_mails and hands it to the transport. A message with a dedupeKey is sent once: its row is
// inserted first (the column is unique), so of two processes only the one whose insert lands
// sends; a failed send keeps its row as `failed` with the error (the desk's mail log) and frees the
// key so a later attempt can send.
//
// Mail never fails its caller: a broken template, a database hiccup or an SMTP server that is down
// or refuses is logged and `send` resolves all the same. A payment notification or a password
// reset must not be rolled back or answered with an error because a mail could not go out.
//
// `send` uses its own connection (ctx.db): call it after the caller's transaction has committed,
// never inside it (SQLite has one connection, which the open transaction holds).
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';
import { renderMail, type MailSite, type RenderedMail } from './render';
import type { MailTransport } from './transport';
import { isLoopbackHost } from '../loopback-host';
import { replayableData } from './mail-log-data';

export interface SiteMailerOptions {
  db: Kysely<Database>;
  logger: Logger;
  transport: MailTransport;
  /** The active configuration's name, URL and support address (read per message: publishing may change them). */
  site: () => Promise<MailSite>;
  /** MAIL_FROM; default from defaultFrom(). */
  from?: string;
  now: () => string;
}

/** A host name mail can come from: a DNS name, not an IP address nor a loopback name. */
function mailHost(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const hostname = new URL(url).hostname.replace(/\.$/, '').toLowerCase();
    return /[a-z]/.test(hostname) && hostname.includes('.') && !hostname.includes(':') && !isLoopbackHost(hostname) ? hostname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Without MAIL_FROM: `"<siteName>" <no-reply@host>`, the host being the links' (SITE_URL or the
 * request's), else the configured siteUrl's, else the support address's domain; `localhost` only
 * when none of them names a real host.
 */
export function defaultFrom(site: MailSite) {
  const supportDomain = site.supportEmail?.split('@')[1]?.trim().toLowerCase();
  const host = mailHost(site.siteUrl) ?? mailHost(site.configuredUrl) ?? (supportDomain && mailHost(`http://${supportDomain}`)) ?? 'localhost';
  return { name: site.siteName, address: `no-reply@${host}` };
}

/** RFC 2369 and RFC 8058: every newsletter names its one-click unsubscribe address in the headers. */
function listUnsubscribe(message: MailMessage, mail: RenderedMail): Record<string, string> {
  if (message.template !== 'newsletter' || !mail.unsubscribeUrl) return {};
  return { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function createSiteMailer(options: SiteMailerOptions): Mailer {
  const { db, logger, transport } = options;
  const inFlight = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const site = await options.site();
    let mail: RenderedMail;
    try {
      mail = renderMail(message, site);
    } catch (err) {
      // Logged as failed all the same: the desk shows which mails did not go out and why.
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await db
        .insertInto('sent_mails')
        .values({ template: message.template, recipient: message.to, locale: message.locale, dedupe_key: null, message_id: null, created_at: options.now(), status: 'failed', error, data: replayableData(message), resend_of: message.resendOf ?? null })
        .execute();
      throw err;
    }
    const row = await db
      .insertInto('sent_mails')
      .values({
        template: message.template,
        recipient: message.to,
        locale: mail.locale,
        dedupe_key: message.dedupeKey ?? null,
        message_id: null,
        created_at: options.now(),
        data: replayableData(message),
        resend_of: message.resendOf ?? null,
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) {
      logger.info({ template: message.template, dedupeKey: message.dedupeKey }, 'mail already sent, not sent again');
      return;
    }
    try {
      const sent = await transport.deliver({
        from: options.from ?? defaultFrom(site),
        ...(site.supportEmail ? { replyTo: site.supportEmail } : {}),
        to: message.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: message.template,
        ...(message.headers || mail.unsubscribeUrl ? { headers: { ...listUnsubscribe(message, mail), ...message.headers } } : {}),
      });
      await db.updateTable('sent_mails').set({ message_id: sent.messageId }).where('id', '=', row.id).execute();
      logger.info({ template: message.template, to: message.to, locale: mail.locale, messageId: sent.messageId, ...(sent.file ? { file: sent.file } : {}) }, sent.file ? `mail written to ${sent.file}` : 'mail sent');
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await db.updateTable('sent_mails').set({ status: 'failed', error, dedupe_key: null }).where('id', '=', row.id).execute();
      throw err;
    }
  }

  return {
    send(message) {
      const job = deliver(message).catch((err: unknown) => {
        logger.error({ err, template: message.template, to: message.to, dedupeKey: message.dedupeKey }, 'mail not sent');
      });
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
      return job;
    },
    async close() {
      // Messages on their way still go out (or fail and are logged) before the transport closes.
      await Promise.all(inFlight);
      transport.close();
    },
  };
}
