// Builds the site's mailer from the environment. (Placeholder until the transports land: logs each
// message and sends nothing.)
import type { Logger } from 'pino';
import type { Mailer } from './mailer';

export function createMailer(options: { logger: Logger }): Mailer {
  return {
    send: async (message) => {
      options.logger.info({ template: message.template, to: message.to, locale: message.locale }, 'mail (not sent: no transport yet)');
    },
    close: async () => {},
  };
}
