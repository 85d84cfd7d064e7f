// Single-update purchases (only when core.payment.updatePurchase is on): a logged-in user buys one
// update through the same payment flow; approval adds a purchase instead of a subscription.
import { Router } from 'express';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../context';
import { HttpError, notFound, send, sendList } from './http';
import { body } from './validate';
import { PaymentProvider } from '../../schemas/api/requests';
import { requireUser } from '../auth/middleware';
import { perAddress } from '../auth/limits';
import { pendingPayment, startPayment } from '../payments/pending-payment';
import { toUpdates } from './serialize';
import type { ProviderId } from '../payments/provider';

export const PurchaseBody = Type.Object({ update_id: Type.Integer({ minimum: 1 }), provider: PaymentProvider }, { $id: 'PurchaseBody' });

/** The article row every single-update payment points at (created on first use). */
async function updateArticleId(ctx: AppContext): Promise<number> {
  const found = await ctx.db.selectFrom('articles').select('id').where('article_type', '=', 'UPDATE').executeTakeFirst();
  if (found) return found.id;
  const row = await ctx.db
    .insertInto('articles')
    .values({ name: 'Single update', article_type: 'UPDATE', price_dollar: 0, price_euro: 0, price_text: '', article_text: 'One update, yours to keep', payment_providers: 'epochCreditCard,epochPaypal,bitcoin', provider_code: 'UPDATE', expires_in_months: 0, recurring: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.httpCache.invalidate('single-update article added'); // GET /articles lists it
  return row.id;
}

export function purchasesRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireUser(ctx);

  r.post('/payment/purchase', perAddress(10), auth, async (req, res) => {
    const input = body(req, PurchaseBody);
    const config = await ctx.configs.active();
    if (!config.core.payment.updatePurchase) throw new HttpError(403, 'purchase_disabled', 'Single-update purchases are not enabled');
    const endpoint = config.core.payment.endpoints.find((e) => e.provider === input.provider);
    if (!endpoint?.isActive || input.provider === 'amazonVoucher') throw new HttpError(422, 'provider_unavailable', 'This payment method is not available', { provider: 'not available' });
    const update = await ctx.db.selectFrom('updates').select(['id', 'price_dollar']).where('id', '=', input.update_id).where('publish_date', '<=', ctx.now()).executeTakeFirst();
    if (!update) throw notFound('Update');
    if (!update.price_dollar) throw new HttpError(422, 'not_for_sale', 'This update cannot be bought on its own');
    const payment = await ctx.db
      .insertInto('payments')
      .values(
        pendingPayment(
          {
            user_id: req.user!.id,
            article_id: await updateArticleId(ctx),
            update_id: update.id,
            provider: input.provider,
            amount: update.price_dollar, // from the update, never from the browser
            username: req.user!.username,
            email: req.user!.email,
          },
          ctx.now(),
        ),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    send(res, await startPayment(ctx, payment, input.provider as ProviderId), 201);
  });

  r.get('/payment/mypurchases', auth, async (req, res) => {
    const rows = await ctx.db
      .selectFrom('purchases')
      .innerJoin('updates', 'updates.id', 'purchases.update_id')
      .selectAll('updates')
      .where('purchases.user_id', '=', req.user!.id)
      .orderBy('purchases.id', 'desc')
      .execute();
    const data = await toUpdates(ctx.db, rows, { userId: req.user!.id });
    sendList(res, data, data.length);
  });

  return r;
}
