// Member calls as the real server answers them (server/api/member.ts, server/api/signup.ts,
// server/api/purchases.ts): favourites (updates and models), ratings, views, the user's payments
// and single-update purchases. State lives in memory per
// handler set, so a test can add and remove favourites and see the list change.
import { http } from 'msw';
import type { UpdateStatistic } from '../../schemas/api/content';
import type { FavouriteRef, ModelFavouriteRef, ModelRatingResult, PaymentInfo } from '../../schemas/api/membership';
import { daysFromNow } from '../fixtures/clock';
import { publishedUpdates } from '../fixtures/updates';
import { api } from './paths';
import { all, apiError, notFound, ok, param } from './respond';

export const memberPaths = {
  favourites: api('favourites'),
  favourite: api('favourites/:id'),
  favouriteModels: api('favouriteModels'),
  favouriteModel: api('favouriteModels/:id'),
  updateRating: api('stats/:id/rating'),
  modelRating: api('models/:id/rating'),
  myPayments: api('payment/mypayment'),
  myPurchases: api('payment/mypurchases'),
  updateView: api('stats/:id/view'),
  modelView: api('models/:id/addView'),
} as const;

/** Bought one by one: the DVDs of the fixtures (the only updates with a price). */
export const mockPurchases = publishedUpdates.filter((u) => u.contentType === 'dvd').slice(0, 3);

export const mockPayments = [
  { id: 15, status: 'approved', amount: 19.95, currency: 'USD', paid: daysFromNow(-6), for: 'Monthly', via: 'epochCreditCard', kind: 'rebill', created_at: daysFromNow(-6), invoice: '2026-000042' },
  { id: 12, status: 'approved', amount: 19.95, currency: 'USD', paid: daysFromNow(-36), for: 'Monthly', via: 'epochCreditCard', kind: 'sale', created_at: daysFromNow(-36), invoice: '2026-000017' },
  { id: 10, status: 'refunded', amount: 24.95, currency: 'USD', paid: daysFromNow(-60), for: '1 Month', via: 'epochPaypal', kind: 'sale', created_at: daysFromNow(-60), invoice: '2026-000009' },
  { id: 9, status: 'declined', amount: 24.95, currency: 'USD', for: '1 Month', via: 'epochPaypal', kind: 'sale', created_at: daysFromNow(-70) },
  { id: 6, status: 'chargeback', amount: 59.95, currency: 'USD', paid: daysFromNow(-100), for: '3 Months', via: 'bitcoin', kind: 'sale', created_at: daysFromNow(-100), invoice: '2025-000311' },
  { id: 4, status: 'verifying', amount: 59.95, currency: 'USD', for: '3 Months', via: 'amazonVoucher', kind: 'sale', created_at: daysFromNow(-120) },
  // A bitcoin invoice paid after it expired: the money waits for staff.
  { id: 3, status: 'needs_staff', amount: 24.95, currency: 'USD', paid: daysFromNow(-130), for: '1 Month', via: 'bitcoin', kind: 'sale', created_at: daysFromNow(-130) },
] as const satisfies readonly PaymentInfo[];

export interface MemberHandlerOptions {
  /** How many favourite updates the list starts with (default 4). */
  favourites?: number;
  payments?: readonly unknown[];
  purchases?: readonly unknown[];
}

export const memberHandlersFor = ({ favourites: initial = 4, payments = mockPayments, purchases = mockPurchases }: MemberHandlerOptions = {}) => {
  let nextId = 100;
  let favs: FavouriteRef[] = publishedUpdates.slice(0, initial).map((update, index) => ({ id: index + 1, content_update_id: update.id }));
  let modelFavs: ModelFavouriteRef[] = [];
  const ratingBody = async (request: Request) => {
    const body = (await request.json().catch(() => null)) as { rating?: unknown } | null;
    const rating = body?.rating;
    return typeof rating === 'number' && Number.isInteger(rating) && rating >= 0 && rating <= 5 ? rating : null;
  };
  return [
    http.get(memberPaths.favourites, () =>
      all(
        favs.flatMap((f) => {
          const update = publishedUpdates.find((u) => u.id === f.content_update_id);
          return update ? [{ ...f, content_update: update }] : [];
        }),
      ),
    ),
    http.put(memberPaths.favourites, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { content_update_id?: unknown } | null;
      const updateId = Number(body?.content_update_id);
      if (!publishedUpdates.some((u) => u.id === updateId)) return notFound();
      const existing = favs.find((f) => f.content_update_id === updateId);
      const row = existing ?? { id: nextId++, content_update_id: updateId };
      if (!existing) favs = [row, ...favs];
      return ok(row);
    }),
    http.delete(memberPaths.favourite, ({ params }) => {
      const id = Number(param(params.id));
      if (!favs.some((f) => f.id === id)) return notFound();
      favs = favs.filter((f) => f.id !== id);
      return ok({ deleted: true });
    }),
    http.get(memberPaths.favouriteModels, () => all(modelFavs)),
    http.put(memberPaths.favouriteModels, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { model_id?: unknown } | null;
      const modelId = Number(body?.model_id);
      const existing = modelFavs.find((f) => f.model_id === modelId);
      const row = existing ?? { id: nextId++, model_id: modelId };
      if (!existing) modelFavs = [row, ...modelFavs];
      return ok(row);
    }),
    http.delete(memberPaths.favouriteModel, ({ params }) => {
      const id = Number(param(params.id));
      if (!modelFavs.some((f) => f.id === id)) return notFound();
      modelFavs = modelFavs.filter((f) => f.id !== id);
      return ok({ deleted: true });
    }),
    http.post(memberPaths.updateRating, async ({ request, params }) => {
      const rating = await ratingBody(request);
      if (rating === null) return apiError(400, 'validation_failed', 'Rating must be 0 to 5 in steps of 1');
      return ok<UpdateStatistic>({ id: Number(param(params.id)), rating, userRating: rating, viewCount: 0, userFavourite: false });
    }),
    http.post(memberPaths.modelRating, async ({ request, params }) => {
      const rating = await ratingBody(request);
      if (rating === null) return apiError(400, 'validation_failed', 'Rating must be 0 to 5 in steps of 1');
      return ok<ModelRatingResult>({ id: Number(param(params.id)), rating, userRating: rating, ratingCount: 1 });
    }),
    http.get(memberPaths.myPayments, () => all(payments)),
    http.get(memberPaths.myPurchases, () => all(purchases)),
    http.post(memberPaths.updateView, ({ params }) => ok({ id: Number(param(params.id)) })),
    http.post(memberPaths.modelView, ({ params }) => ok({ id: Number(param(params.id)) })),
  ];
};

export const memberHandlers = memberHandlersFor();
