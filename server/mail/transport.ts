// Where a finished message goes: an SMTP server (SMTP_URL), or, in the embedded default, an RFC 822
// `.eml` file under <DATA_DIR>/mail/ that any mail program opens. nodemailer builds the message
// either way (its stream transport hands back the bytes it would have sent).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { Address, Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string | Address;
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Named in the file name of an .eml. */
  template: string;
  headers?: Record<string, string>;
}

export interface Delivery {
  messageId: string;
  /** The .eml written (file transport only). */
  file?: string;
}

export interface MailTransport {
  kind: 'smtp' | 'files';
  deliver(mail: OutgoingMail): Promise<Delivery>;
  close(): void;
}

/** RFC 3834: tells auto-responders and vacation replies not to answer. */
const HEADERS = { 'Auto-Submitted': 'auto-generated' };

const compose = ({ template: _t, headers, ...mail }: OutgoingMail) => ({ ...mail, headers: { ...HEADERS, ...headers } });

/**
 * Short timeouts: nodemailer's defaults wait minutes for a silent server, and each waiting send
 * holds a slot of the caller's work.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter: Transporter = createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    kind: 'smtp',
    async deliver(mail) {
      const info = (await transporter.sendMail(compose(mail))) as { messageId: string };
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

/** `2026-03-14T09-26-53-123Z-passwordReset-1f2e3d.eml`: sorted by name is sorted by time. */
export const emlFileName = (at: Date, template: string) =>
  `${at.toISOString().replace(/[:.]/g, '-')}-${template.replace(/[^A-Za-z0-9-]/g, '')}-${crypto.randomBytes(3).toString('hex')}.eml`;

export function fileTransport(dir: string): MailTransport {
  const transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async deliver(mail) {
      const info = await transporter.sendMail(compose(mail));
      // Reset links are as good as passwords while they last: only the server's user reads them.
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, emlFileName(new Date(), mail.template));
      // Written aside and renamed: whoever watches the folder never reads half a message.
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      return { messageId: info.messageId, file };
    },
    close: () => transporter.close(),
  };
}
