// `npm run sandbox -- <kind> --user <name> [--site <origin>]`: the emulated provider of a member's
// latest subscription tells the running site about a life-cycle event, exactly as the real one
// would (Epoch: a DataPlus transaction record or a member cancel record, signed with the
// emulator's digest key, form-encoded to /api/payment/notifications/epoch). Reads the server's
// environment (DATA_DIR, DATABASE_URL, PAYMENT_SECRET or <DATA_DIR>/secrets.json) and its
// database (read only). Sandbox sites only. Exit codes: 0 the site took it, 1 the site refused it or
// could not be reached, 2 usage or nothing to notify.
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db';
import { databaseUrlOf, parseEnv, type Env } from '../env';
import { sandboxEnabled } from '../payments/sandbox';
import { siteUrlOf } from '../billing/site-url';
import { existingSecrets } from '../secrets';
import { emulatorSettings } from '../billing/adapters/epoch/settings';
import { latestPaidTransaction, latestSubscription, memberByName } from '../queries/latest-subscription';
import { EMULATOR_MOUNT } from './btcpay/credentials';
import { EPOCH_LIFECYCLE_KINDS, epochLifecycleNotification, epochNotificationUrl, sendEpochNotification, type EpochLifecycleKind } from './epoch/lifecycle';

export const SANDBOX_USAGE = `usage: npm run sandbox -- <kind> --user <username or email> [--site <origin>]
       npm run sandbox -- pay-late --invoice <invoice id or checkout link> [--site <origin>]

Makes the emulated payment provider of the member's latest subscription notify the running site,
exactly as the real provider would. Sandbox sites only (PAYMENT_SANDBOX on, NODE_ENV not production).

kinds:
  rebill         the provider charged the next period: access is extended from the current expiry
  rebill-failed  the next charge failed: access stays until the paid period ends
  cancel         the member cancelled at the provider: no more rebills, access until the period ends
  expire         the provider ended the membership: access ends now
  refund         the provider credited the last charge: access ends now
  chargeback     the card holder's bank took the money back: access ends now, the account is blocked
  pay-late       (bitcoin) the invoice expires, then the buyer pays it anyway: BTCPay reports a payment
                 after expiration, which waits for staff (GET /api/payments/attention)

options:
  --user <name>    the member's username or email
  --invoice <id>   pay-late: the BTCPay emulator's invoice id (the end of the invoice's checkout link)
  --site <origin>  where the site runs (default: SITE_URL, else http://localhost:<PORT>)
  --help           this text

It reads the server's environment: DATA_DIR and DATABASE_URL (the database), PAYMENT_SECRET or
<DATA_DIR>/secrets.json (the emulator's signing key).`;

/** Why a provider has none of these notifications (bitcoin, gift cards). */
const NO_LIFECYCLE: Record<string, string> = {
  bitcoin:
    'Bitcoin (BTCPay Server) sends none of these notifications: nothing is charged again, so there is no rebill or failed rebill (a renewal is a new invoice the member pays) and nothing to cancel; a bitcoin payment cannot be charged back; a refund is a staff action in BTCPay Server, which sends no webhook for it; and the subscription expires on its own when its paid period ends (the scheduled expiry job).',
  amazonVoucher:
    'Gift cards have no provider that notifies the site: staff verify each card, nothing is charged again (no rebill, failed rebill or cancellation), a gift card cannot be charged back, a refund is a staff action, and the subscription expires on its own when its paid period ends (the scheduled expiry job).',
};

export interface SandboxCliOptions {
  /** The environment the server reads (process.env in the script). */
  env: Readonly<Record<string, string | undefined>>;
  /** A PostgreSQL schema (tests). */
  pgSchema?: string;
  out?: (text: string) => void;
  err?: (text: string) => void;
}

interface Args {
  kind?: EpochLifecycleKind | 'pay-late';
  user?: string;
  invoice?: string;
  site?: string;
  help: boolean;
}

class Usage extends Error {}

function parseArgs(argv: string[]): Args {
  const args: Args = { help: false };
  const list = argv.filter((a) => a !== '--');
  for (let i = 0; i < list.length; i++) {
    const arg = list[i]!;
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--user' || arg === '--site' || arg === '--invoice') {
      const value = list[++i];
      if (!value || value.startsWith('--')) throw new Usage(`${arg} needs a value`);
      args[arg === '--user' ? 'user' : arg === '--site' ? 'site' : 'invoice'] = value;
    } else if (arg.startsWith('-')) throw new Usage(`unknown option ${arg}`);
    else if (args.kind) throw new Usage(`one kind at a time (got ${args.kind} and ${arg})`);
    else if ((EPOCH_LIFECYCLE_KINDS as readonly string[]).includes(arg) || arg === 'pay-late') args.kind = arg as Args['kind'];
    else throw new Usage(`unknown kind ${arg}: one of ${EPOCH_LIFECYCLE_KINDS.join(', ')}, pay-late`);
  }
  return args;
}

function originOf(site: string): string | undefined {
  try {
    const url = new URL(site);
    return /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** What the site answered, in words: the outcome of each event, else its error. */
function answerText(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { data?: { outcomes?: Array<{ kind: string; outcome: string }> }; error?: { code?: string; message?: string }; code?: string; message?: string };
    const outcomes = body.data?.outcomes;
    if (outcomes) return outcomes.length ? outcomes.map((o) => `${o.kind}: ${o.outcome}`).join(', ') : 'no event (nothing to change)';
    const error = body.error ?? body;
    if (error.code || error.message) return [error.code, error.message].filter(Boolean).join(': ');
  } catch {
    /* not JSON */
  }
  return text.slice(0, 300) || `HTTP ${status}`;
}

/** Runs the CLI; resolves to its exit code. */
export async function sandboxCli(argv: string[], options: SandboxCliOptions): Promise<number> {
  const out = options.out ?? ((text: string) => process.stdout.write(`${text}\n`));
  const err = options.err ?? ((text: string) => process.stderr.write(`${text}\n`));
  let args: Args;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof Usage)) throw error;
    err(`${error.message}\n\n${SANDBOX_USAGE}`);
    return 2;
  }
  if (args.help) {
    out(SANDBOX_USAGE);
    return 0;
  }
  if (args.kind === 'pay-late' && !args.invoice) {
    err(`--invoice is required\n\n${SANDBOX_USAGE}`);
    return 2;
  }
  if (!args.kind || (args.kind !== 'pay-late' && !args.user)) {
    err(`${args.kind ? '--user is required' : 'which kind?'}\n\n${SANDBOX_USAGE}`);
    return 2;
  }
  const parsed = parseEnv(options.env);
  if (!parsed.ok) {
    err(`Invalid environment:\n${parsed.problems.map((p) => `  ${p}`).join('\n')}`);
    return 2;
  }
  const env: Env = parsed.env;
  if (!sandboxEnabled(env)) {
    err('The sandbox is off here (PAYMENT_SANDBOX=0 or NODE_ENV=production): the emulated providers exist only on sandbox sites, and a real provider is never impersonated.');
    return 2;
  }
  const site = originOf(args.site ?? siteUrlOf(env));
  if (!site) {
    err(`--site ${args.site}: not an http:// or https:// address`);
    return 2;
  }
  if (args.kind === 'pay-late') return payLate(site, args.invoice!, out, err);
  const kind = args.kind;
  const dataDir = path.resolve(env.DATA_DIR);
  const url = databaseUrlOf(env, dataDir);
  const sqliteFile = /^postgres(ql)?:\/\//.test(url) ? undefined : url.replace(/^sqlite:/, '');
  if (sqliteFile && !fs.existsSync(sqliteFile)) {
    err(`No database at ${sqliteFile}: run this with the site's DATA_DIR (or DATABASE_URL).`);
    return 2;
  }
  const database = openDatabase({ url, pgSchema: options.pgSchema, poolSize: 2 });
  try {
    const user = await memberByName(database.db, args.user!);
    if (!user) {
      err(`No account named ${args.user} (username or email) in ${sqliteFile ?? 'the PostgreSQL database'}.`);
      return 2;
    }
    const subscription = await latestSubscription(database.db, user.id);
    if (!subscription) {
      err(`${user.username} has no subscription: sign up with a plan first (a single-update purchase has no life cycle).`);
      return 2;
    }
    const provider = subscription.provider ?? subscription.first_provider;
    const describe = `${user.username}'s subscription #${subscription.id} (${subscription.plan}, ${subscription.status}, paid until ${subscription.expires_at}, ${provider})`;
    if (NO_LIFECYCLE[provider]) {
      err(`Cannot send ${kind} for ${describe}.\n${NO_LIFECYCLE[provider]}`);
      return 2;
    }
    if (provider !== 'epochCreditCard' && provider !== 'epochPaypal') {
      err(`Cannot send ${kind} for ${describe}: no emulator speaks for ${provider}.`);
      return 2;
    }
    if (env.EPOCH_JOIN_URL) {
      err('This site is connected to a real Epoch account (EPOCH_JOIN_URL): only Epoch itself notifies it; the emulator never signs in its name.');
      return 2;
    }
    const memberId = subscription.provider_member_id ?? subscription.first_member_id;
    if (!memberId) {
      err(`${describe} has no Epoch member id: its sale was never approved by Epoch, so Epoch knows nothing to notify about.`);
      return 2;
    }
    const secret = existingSecrets(dataDir, env).payment;
    if (!secret) {
      err(`No payment secret: PAYMENT_SECRET is unset and ${path.join(dataDir, 'secrets.json')} does not exist. Run this with the site's DATA_DIR and environment.`);
      return 2;
    }
    const reverses = kind === 'refund' || kind === 'chargeback' ? await latestPaidTransaction(database.db, subscription.id) : undefined;
    const body = epochLifecycleNotification(kind, {
      memberId,
      amount: subscription.price_dollar,
      currency: subscription.currency,
      productCode: subscription.provider_code,
      username: user.username,
      email: user.email,
      paidUntil: subscription.expires_at,
      ...(reverses ? { refTransactionId: reverses } : {}),
    });
    out(`Epoch emulator -> ${epochNotificationUrl(site)}: ${kind} for ${describe}`);
    for (const [name, value] of Object.entries(body)) out(`  ${name}=${value}`);
    let answer: { status: number; text: string };
    try {
      answer = await sendEpochNotification(site, body, emulatorSettings(site, secret).digestKey);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const reason = cause?.code ?? cause?.message ?? (error as Error).message;
      err(`The site at ${site} could not be reached (${reason}): is it running? Start it (npm run serve) or pass --site.`);
      return 1;
    }
    const text = answerText(answer.status, answer.text);
    if (answer.status >= 200 && answer.status < 300) {
      out(`Site answered ${answer.status}: ${text}`);
      return 0;
    }
    err(`Site answered ${answer.status}: ${text}`);
    if (answer.status === 403) err('The signature was refused: is the site running on this DATA_DIR (the same secrets.json or PAYMENT_SECRET)?');
    return 1;
  } finally {
    await database.close();
  }
}

/**
 * pay-late: the BTCPay emulator of the running site lets the invoice expire (if it has not yet)
 * and takes the payment anyway, as a buyer's wallet would; BTCPay's late-payment webhooks go to
 * the site, which leaves the payment to staff.
 */
async function payLate(site: string, invoice: string, out: (text: string) => void, err: (text: string) => void): Promise<number> {
  const id = invoice.split('/').pop() ?? '';
  if (!/^[1-9A-HJ-NP-Za-km-z]{10,40}$/.test(id)) {
    err(`--invoice ${invoice}: not a BTCPay invoice id (the end of its checkout link /sandbox/btcpay/i/<id>)`);
    return 2;
  }
  const checkout = `${site}${EMULATOR_MOUNT}/i/${id}`;
  try {
    const expired = await fetch(`${checkout}/expire`, { method: 'POST', redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    if (expired.status === 404) {
      err(`The BTCPay emulator at ${site} has no invoice ${id} (it keeps invoices in memory: a restart forgets them).`);
      return 2;
    }
    const paid = await fetch(checkout, { method: 'POST', signal: AbortSignal.timeout(15_000) });
    const text = await paid.text();
    const outcome = (JSON.parse(text) as { data?: { outcome?: string; deliveries?: Array<{ type: string; status: number | null }> } }).data;
    if (!paid.ok || !outcome) {
      err(`The emulator answered ${paid.status}: ${text.slice(0, 300)}`);
      return 1;
    }
    out(`BTCPay emulator -> invoice ${id}: ${outcome.outcome}`);
    for (const d of outcome.deliveries ?? []) out(`  ${d.type}: ${d.status === null ? 'sending' : d.status === 0 ? 'site unreachable' : `HTTP ${d.status}`}`);
    if (outcome.outcome !== 'paidLate') {
      err(outcome.outcome === 'unchanged' ? 'Nothing to pay late: the invoice was paid (or paid late) already.' : `The invoice was paid in time (${outcome.outcome}).`);
      return 1;
    }
    return 0;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    err(`The site at ${site} could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message}): is it running? Start it (npm run serve) or pass --site.`);
    return 1;
  }
}
