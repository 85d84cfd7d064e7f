// Single-update purchases (only when core.payment.updatePurchase is on): a logged-in user buys one
// update through the same payment flow; approval adds a purchase instead of a subscription.
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, notFound, send, sendList } from './http';
import { body } from './validate';
import { PurchaseBody } from '../../schemas/api/requests';
import { requireUser } from '../auth/middleware';
import { mayBuy } from '../../shared/roles';
import { pendingPayment, providerAvailable, startPayment } from '../payments/pending-payment';
import { toUpdates } from './serialize';
import { buyerLocale } from '../billing/locale';
import { singleUpdateArticleId } from '../queries/articles';
import { insertPaymentWithAccount } from '../queries/payments';
import { claimExpiry, isClaimed, purchaseKey } from '../payments/claims';
import { publishedUpdate, purchasedUpdates } from '../queries/updates';
import { requestLang } from './localized-texts';

const MSG = {
  alreadyBought: 'You have already bought this update: it is in your purchases, ready to watch.',
  pending: 'A payment for this update has not finished yet (perhaps in another tab). Finish that one, or try again in an hour.',
};

const ownsUpdate = async (ctx: AppContext, userId: number, updateId: number) =>
  !!(await ctx.db.selectFrom('purchases').select('id').where('user_id', '=', userId).where('update_id', '=', updateId).executeTakeFirst());

export function purchasesRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  r.post('/payment/purchase', ctx.limits.perAddress('purchase'), auth, async (req, res) => {
    const input = body(req, PurchaseBody);
    if (!mayBuy(req.user)) throw new HttpError(403, 'forbidden', 'Partner accounts read their figures only: they cannot buy');
    const config = await ctx.configs.active();
    if (!config.core.payment.updatePurchase) throw new HttpError(403, 'purchase_disabled', 'Single-update purchases are not enabled');
    // Gift cards buy plans only: staff verify them by hand.
    if (input.provider === 'amazonVoucher' || !providerAvailable(ctx, config, input.provider)) throw new HttpError(422, 'provider_unavailable', 'This payment method is not available', { provider: 'not available' });
    const update = await publishedUpdate(ctx, input.update_id);
    if (!update) throw notFound('Update');
    if (!update.price_dollar) throw new HttpError(422, 'not_for_sale', 'This update cannot be bought on its own');
    const me = req.user!;
    const now = ctx.now();
    if (await ownsUpdate(ctx, me.id, update.id)) throw new HttpError(409, 'already_bought', MSG.alreadyBought);
    if (await isClaimed(ctx.db, purchaseKey(me.id, update.id), now)) throw new HttpError(409, 'purchase_pending', MSG.pending);
    const payment = await insertPaymentWithAccount(
      ctx,
      pendingPayment(
        {
          user_id: me.id,
          article_id: await singleUpdateArticleId(ctx),
          update_id: update.id,
          provider: input.provider,
          amount: update.price_dollar, // from the update, never from the browser
          username: me.username,
          email: me.email,
          locale: buyerLocale(input.locale, req.header('accept-language')),
        },
        now,
      ),
      // The (member, update) is held from now until the payment ends or the biller's page expires.
      { reserve: { keys: [purchaseKey(me.id, update.id)], expiresAt: claimExpiry(input.provider, now) } },
    );
    if (payment === 'code_taken') throw new Error('a purchase claims no gift-card code');
    if ('by' in payment) throw payment.by === 'purchase' ? new HttpError(409, 'already_bought', MSG.alreadyBought) : new HttpError(409, 'purchase_pending', MSG.pending);
    send(res, await startPayment(ctx, payment, input.provider), 201);
  });

  r.get('/payment/mypurchases', auth, async (req, res) => {
    const data = await toUpdates(ctx.db, await purchasedUpdates(ctx, req.user!.id), { userId: req.user!.id, lang: requestLang(req) });
    sendList(res, data, data.length);
  });

  return r;
}
