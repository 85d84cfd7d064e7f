// A real SMTP server for tests (smtp-server, no auth, no TLS, a random port): every message that
// arrives is parsed with mailparser and kept. `refuse` makes it answer 451 to every message.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the next (or an already received, unclaimed) message matching `match`. */
  next(match?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  refuse: boolean;
  close(): Promise<void>;
}

/** The recipient address of a parsed message. */
export const recipientOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const claimed = new Set<ParsedMail>();
  const waiters = new Set<() => void>();
  const sink: SmtpSink = {
    url: '',
    messages,
    refuse: false,
    async next(match = () => true, timeoutMs = 10_000) {
      const find = () => messages.find((m) => !claimed.has(m) && match(m));
      let found = find();
      if (!found) {
        found = await new Promise<ParsedMail>((resolve, reject) => {
          const check = () => {
            const m = find();
            if (!m) return;
            waiters.delete(check);
            clearTimeout(timer);
            resolve(m);
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            reject(new Error(`no mail arrived in ${timeoutMs} ms (${messages.length} received)`));
          }, timeoutMs);
          waiters.add(check);
        });
      }
      claimed.add(found);
      return found;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (sink.refuse) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
          for (const waiter of [...waiters]) waiter();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}
