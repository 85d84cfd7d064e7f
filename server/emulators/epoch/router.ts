// The Epoch emulator: Epoch's join page and member cancel API on the site's own origin, speaking
// Epoch's wire formats, so the real Epoch adapter runs end to end without real money. The lead
// mounts it at /sandbox/epoch only when the sandbox is on (never in production mode); it refuses
// to be built otherwise. A decision on its join page POSTs the signed approval or denial postback
// to the site's notification URL over real HTTP, then sends the browser back with `ans` and the
// pass-through fields, as Epoch does; a cancel answers as Epoch's API and then sends the member
// cancel record. Plans, prices and accounts come from the site's own payment rows (read only).
import crypto from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../context';
import { sandboxEnabled } from '../../payments/sandbox';
import { paymentWithPlan } from '../../queries/payments';
import { endpointActive } from '../../payments/pending-payment';
import { emulatorSettings } from '../../billing/adapters/epoch/settings';
import { TOKEN_FIELD } from '../../billing/adapters/epoch/fields';
import type { EpochCancelAnswer } from '../../billing/adapters/epoch/cancel';
import type { EpochRefundAnswer } from '../../billing/adapters/epoch/refund';
import { freshEpochId } from './ids';
import { errorPage, joinPage } from './join-page';
import { joinOutcome } from './postback';
import { type EmulatedMembers, emulatedMembers } from './members';
import { epochLifecycleNotification, sendEpochNotification } from './lifecycle';
import { EMULATOR_DECLINED_CARD, updateErrorPage, updatedPage, updatePaymentPage } from './update-payment-page';

export interface EpochEmulatorOptions {
  /** Where the site takes notifications; default: this server's own address (never the Host header). */
  siteOrigin?: string;
  /** Tests: the emulated account's memory, to switch refunds off (`refusesRefunds`) or read it. */
  members?: EmulatedMembers;
}

const EPOCH_PROVIDERS = ['epochCreditCard', 'epochPaypal'];

/** The address this connection reached: the site itself, whatever Host the browser claims. */
function ownOrigin(req: Request): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/** Text fields of a query or form, one value each; a repeated or non-text field is refused. */
function textFields(source: unknown): Record<string, string> | undefined {
  if (!source || typeof source !== 'object') return {};
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (typeof value !== 'string') return undefined;
    fields[name] = value;
  }
  return fields;
}

const sameSecret = (a: string, b: string) => {
  const h = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(h(a), h(b));
};

/** Only the path and query of a return URL: the browser stays on this site. */
function backTo(returnUrl: string | undefined, query: Record<string, string>): string {
  let url: URL;
  try {
    url = new URL(returnUrl || '/signupSuccess', 'http://site.invalid');
  } catch {
    url = new URL('/signupSuccess', 'http://site.invalid');
  }
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

export function epochEmulatorRouter(ctx: AppContext, options: EpochEmulatorOptions = {}): Router {
  if (!sandboxEnabled(ctx.env)) throw new Error('The Epoch emulator is a sandbox tool: it is never mounted in production mode or with PAYMENT_SANDBOX=0');
  const settings = emulatorSettings('', ctx.secrets.payment);
  const members = options.members ?? emulatedMembers(ctx);
  const siteOrigin = (req: Request) => options.siteOrigin ?? ownOrigin(req);
  const r = Router();
  const form = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 40 });

  /** The join's payment, or an error page already sent. */
  async function joinable(res: Response, join: Record<string, string> | undefined) {
    const fail = (status: number, message: string) => {
      res.status(status).type('html').send(errorPage(message));
      return undefined;
    };
    if (!join) return fail(400, 'Every join field must appear once.');
    const token = join[TOKEN_FIELD];
    if (!token) return fail(400, `The join link has no ${TOKEN_FIELD}.`);
    if (join.co_code !== settings.coCode) return fail(400, 'Unknown company code (co_code).');
    if (!join.pi_code) return fail(400, 'The join link has no product code (pi_code).');
    const payment = await paymentWithPlan(ctx, token);
    if (!payment) return fail(404, 'No such payment.');
    if (!EPOCH_PROVIDERS.includes(payment.provider)) return fail(422, 'This emulator takes card and PayPal payments only.');
    // Unlike the real Epoch, the sandbox is part of the site: it takes no payment for a method the
    // operator switched off since the payment started.
    if (!endpointActive(await ctx.configs.active(), payment.provider)) return fail(422, 'This payment method is switched off on the site.');
    return payment;
  }

  r.get('/join', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const join = textFields(req.query);
    const payment = await joinable(res, join);
    if (!payment || !join) return;
    res.type('html').send(joinPage({ action: `${req.baseUrl}/join`, join, plan: payment.plan, amount: payment.amount, currency: payment.currency, username: payment.username, email: payment.email, status: payment.status }));
  });

  r.post('/join', form, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const fields = textFields(req.body);
    const { decision, ...join } = fields ?? {};
    const payment = await joinable(res, fields && join);
    if (!payment) return;
    if (decision !== 'approve' && decision !== 'decline') {
      res.status(400).type('html').send(errorPage('Choose Approve or Decline.'));
      return;
    }
    const earlier = members.decided.get(payment.token);
    if (earlier) {
      res.redirect(303, earlier);
      return;
    }
    if (payment.status !== 'pending') {
      res.type('html').send(joinPage({ action: `${req.baseUrl}/join`, join, plan: payment.plan, amount: payment.amount, currency: payment.currency, username: payment.username, email: payment.email, status: payment.status }));
      return;
    }
    const outcome = joinOutcome({ approved: decision === 'approve', join, amount: payment.amount, currency: payment.currency, username: payment.username, email: payment.email, ipaddress: req.ip });
    const location = backTo(decision === 'approve' ? join.pi_returnurl : join.pi_declineurl || join.pi_returnurl, outcome.returnQuery);
    members.decided.set(payment.token, location);
    if (outcome.memberId) {
      members.approved({ memberId: outcome.memberId, paymentToken: payment.token, transactionIds: [outcome.transactionId], amount: payment.amount, currency: payment.currency, productCode: join.pi_code ?? '', username: payment.username, email: payment.email });
    }
    // Epoch posts before it sends the browser back; a site that does not answer gets the browser anyway.
    try {
      const answer = await sendEpochNotification(siteOrigin(req), outcome.postback, settings.digestKey);
      if (answer.status >= 300) ctx.logger.warn({ status: answer.status, body: answer.text.slice(0, 200) }, 'Epoch emulator: the site refused the postback');
    } catch (error) {
      ctx.logger.warn({ err: error }, 'Epoch emulator: the postback could not be delivered');
    }
    res.redirect(303, location);
  });

  // After a failed rebill: the member updates the card (the adapter's updatePaymentUrl links here)
  // and the emulator charges at once, sending the rebill record as Epoch would after a retry.
  r.get('/update-payment', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const memberId = typeof req.query.member_id === 'string' ? req.query.member_id : '';
    const member = memberId ? await members.find(memberId) : undefined;
    if (!member) return void res.status(404).type('html').send(updateErrorPage('No such member.'));
    res.type('html').send(updatePaymentPage({ action: `${req.baseUrl}/update-payment`, memberId, amount: member.amount, currency: member.currency, username: member.username }));
  });

  r.post('/update-payment', form, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const fields = textFields(req.body);
    const member = fields?.member_id ? await members.find(fields.member_id) : undefined;
    if (!fields || !member) return void res.status(404).type('html').send(updateErrorPage('No such member.'));
    const view = { action: `${req.baseUrl}/update-payment`, memberId: member.memberId, amount: member.amount, currency: member.currency, username: member.username };
    const card = (fields.card_number ?? '').replace(/\s+/g, '');
    if (!/^\d{12,19}$/.test(card)) return void res.status(422).type('html').send(updatePaymentPage({ ...view, error: 'Enter a card number of 12 to 19 digits.' }));
    if (card === EMULATOR_DECLINED_CARD) return void res.status(402).type('html').send(updatePaymentPage({ ...view, error: 'This card was declined. Try another one.' }));
    if (members.isCancelled(member.memberId)) return void res.status(409).type('html').send(updateErrorPage('This membership is cancelled: nothing to charge.'));
    const body = epochLifecycleNotification('rebill', { memberId: member.memberId, amount: member.amount, currency: member.currency, productCode: member.productCode, username: member.username, email: member.email });
    try {
      const sent = await sendEpochNotification(siteOrigin(req), body, settings.digestKey);
      if (sent.status >= 300) ctx.logger.warn({ status: sent.status, body: sent.text.slice(0, 200) }, 'Epoch emulator: the site refused the rebill record');
    } catch (error) {
      ctx.logger.warn({ err: error }, 'Epoch emulator: the rebill record could not be delivered');
      return void res.status(502).type('html').send(updateErrorPage('The site could not be told about the payment. Try again.'));
    }
    res.type('html').send(updatedPage('/payment'));
  });

  // Epoch's refund call as the adapter assumes it (server/billing/adapters/epoch/refund.ts): the
  // transaction must be one Epoch approved (this process's memory, or the site's payment rows);
  // a second refund answers already_refunded. Then, as Epoch does, the credit record (type C).
  r.post('/api/refund', form, async (req, res) => {
    const answer = (body: EpochRefundAnswer) => res.json(body);
    const fields = textFields(req.body);
    if (!fields?.transaction_id) return answer({ status: 'error', code: 'invalid_request', message: 'transaction_id is required' });
    if (!settings.api || !sameSecret(fields.auth_user ?? '', settings.api.user) || !sameSecret(fields.auth_pass ?? '', settings.api.password)) {
      return answer({ status: 'error', code: 'auth_failed', message: 'Wrong API login' });
    }
    if (fields.co_code !== settings.coCode) return answer({ status: 'error', code: 'unknown_company', message: 'Unknown company code' });
    if (members.refusesRefunds) return answer({ status: 'error', code: 'refund_not_allowed', message: 'Refunds are switched off for this account (sandbox)' });
    const transactionId = fields.transaction_id;
    const payment = await ctx.db
      .selectFrom('payments')
      .select(['amount', 'currency', 'provider_member_id', 'username', 'email'])
      .where('provider_transaction_id', '=', transactionId)
      .where('provider', 'in', EPOCH_PROVIDERS)
      .executeTakeFirst();
    if (!payment) return answer({ status: 'error', code: 'transaction_not_found', message: `No transaction ${transactionId}` });
    if (members.refunded.has(transactionId)) return answer({ status: 'error', code: 'already_refunded', transaction_id: transactionId, message: 'This transaction is already refunded' });
    members.refunded.add(transactionId);
    const credit = freshEpochId();
    answer({ status: 'success', transaction_id: transactionId, credit_transaction_id: credit });
    const origin = siteOrigin(req);
    setImmediate(() => {
      const body = epochLifecycleNotification('refund', {
        memberId: payment.provider_member_id ?? fields.member_id ?? '',
        amount: payment.amount,
        currency: payment.currency,
        username: payment.username,
        email: payment.email,
        transactionId: credit,
        refTransactionId: transactionId,
      });
      sendEpochNotification(origin, body, settings.digestKey).then(
        (sent) => {
          if (sent.status >= 300) ctx.logger.warn({ status: sent.status }, 'Epoch emulator: the site refused the credit record');
        },
        (error: unknown) => ctx.logger.warn({ err: error }, 'Epoch emulator: the credit record could not be delivered'),
      );
    });
  });

  r.post('/api/cancel', form, async (req, res) => {
    const answer = (body: EpochCancelAnswer) => res.json(body);
    const fields = textFields(req.body);
    if (!fields?.member_id) return answer({ status: 'error', code: 'invalid_request', message: 'member_id is required' });
    if (!settings.api || !sameSecret(fields.auth_user ?? '', settings.api.user) || !sameSecret(fields.auth_pass ?? '', settings.api.password)) {
      return answer({ status: 'error', code: 'auth_failed', message: 'Wrong API login' });
    }
    if (fields.co_code !== settings.coCode) return answer({ status: 'error', code: 'unknown_company', message: 'Unknown company code' });
    const member = await members.find(fields.member_id);
    if (!member) return answer({ status: 'error', code: 'member_not_found', message: `No member ${fields.member_id}` });
    if (members.isCancelled(member.memberId)) return answer({ status: 'error', code: 'already_cancelled', member_id: member.memberId, message: 'This member is already cancelled' });
    members.markCancelled(member.memberId);
    const at = new Date();
    answer({ status: 'success', member_id: member.memberId, cancel_date: at.toISOString() });
    // Then, as Epoch does, the member cancel record: after the answer, so the caller's own work is done first.
    const origin = siteOrigin(req);
    setImmediate(() => {
      const body = epochLifecycleNotification('cancel', { memberId: member.memberId, amount: member.amount, currency: member.currency, productCode: member.productCode, username: member.username, email: member.email, paidUntil: member.paidUntil, at });
      sendEpochNotification(origin, body, settings.digestKey).then(
        (sent) => {
          if (sent.status >= 300) ctx.logger.warn({ status: sent.status }, 'Epoch emulator: the site refused the cancel record');
        },
        (error: unknown) => ctx.logger.warn({ err: error }, 'Epoch emulator: the cancel record could not be delivered'),
      );
    });
  });

  return r;
}
