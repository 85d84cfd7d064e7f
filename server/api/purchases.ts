// Single-update purchases (only when core.payment.updatePurchase is on): a logged-in user buys one
// update through the same payment flow; approval adds a purchase instead of a subscription.
import { Router } from 'express';
import type { AppContext } from '../context';
import { HttpError, notFound, send, sendList } from './http';
import { body } from './validate';
import { PurchaseBody } from '../../schemas/api/requests';
import { requireUser } from '../auth/middleware';
import { pendingPayment, providerAvailable, startPayment } from '../payments/pending-payment';
import { toUpdates } from './serialize';
import { buyerLocale } from '../billing/locale';
import { singleUpdateArticleId } from '../queries/articles';
import { insertPayment } from '../queries/payments';
import { publishedUpdate, purchasedUpdates } from '../queries/updates';
import { requestLang } from './localized-texts';

export function purchasesRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  r.post('/payment/purchase', ctx.limits.perAddress('purchase'), auth, async (req, res) => {
    const input = body(req, PurchaseBody);
    const config = await ctx.configs.active();
    if (!config.core.payment.updatePurchase) throw new HttpError(403, 'purchase_disabled', 'Single-update purchases are not enabled');
    // Gift cards buy plans only: staff verify them by hand.
    if (input.provider === 'amazonVoucher' || !providerAvailable(ctx, config, input.provider)) throw new HttpError(422, 'provider_unavailable', 'This payment method is not available', { provider: 'not available' });
    const update = await publishedUpdate(ctx, input.update_id);
    if (!update) throw notFound('Update');
    if (!update.price_dollar) throw new HttpError(422, 'not_for_sale', 'This update cannot be bought on its own');
    const payment = await insertPayment(
      ctx,
      pendingPayment(
        {
          user_id: req.user!.id,
          article_id: await singleUpdateArticleId(ctx),
          update_id: update.id,
          provider: input.provider,
          amount: update.price_dollar, // from the update, never from the browser
          username: req.user!.username,
          email: req.user!.email,
          locale: buyerLocale(input.locale, req.header('accept-language')),
        },
        ctx.now(),
      ),
    );
    send(res, await startPayment(ctx, payment, input.provider), 201);
  });

  r.get('/payment/mypurchases', auth, async (req, res) => {
    const data = await toUpdates(ctx.db, await purchasedUpdates(ctx, req.user!.id), { userId: req.user!.id, lang: requestLang(req) });
    sendList(res, data, data.length);
  });

  return r;
}
