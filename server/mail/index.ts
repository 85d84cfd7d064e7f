// Builds the site's mailer from the environment: SMTP with SMTP_URL, else .eml files under
// <DATA_DIR>/mail/ (the embedded default, so a newcomer reads every message the site sends).
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import type { ConfigStore } from '../config/site-config';
import type { Env } from '../env';
import type { Mailer } from './mailer';
import type { MailSite } from './render';
import { createSiteMailer } from './site-mailer';
import { fileTransport, smtpTransport } from './transport';

export interface CreateMailerOptions {
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>;
  dataDir: string;
  db: Kysely<Database>;
  configs: Pick<ConfigStore, 'active'>;
  logger: Logger;
  now: () => string;
  /** The site's origin for this message's links (server/site-origin.ts); the configured siteUrl without one. */
  origin?: () => string;
}

/** Where the embedded default writes its .eml files. */
export const mailDir = (dataDir: string) => path.join(dataDir, 'mail');

export function createMailer(options: CreateMailerOptions): Mailer {
  const { env, logger } = options;
  const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(mailDir(options.dataDir));
  if (transport.kind === 'files') logger.info({ dir: mailDir(options.dataDir) }, 'mail is written to .eml files (set SMTP_URL to send it)');
  const site = async (): Promise<MailSite> => {
    const { core } = await options.configs.active();
    return { siteName: core.deployment.siteName, siteUrl: options.origin?.() ?? core.deployment.siteUrl, configuredUrl: core.deployment.siteUrl, supportEmail: core.social.email };
  };
  return createSiteMailer({ db: options.db, logger, transport, site, from: env.MAIL_FROM, now: options.now });
}
