// Gift cards: the payer types the codes, staff check them by hand. Nothing to redirect to and
// nothing to cancel (gift cards buy one-off plans); staff decisions reach the life cycle as billing
// events (POST /api/payment/{id}/verify), so they are logged like any provider's.
import type { ProviderAdapter } from '../adapter';

export const giftCardAdapter: ProviderAdapter = {
  name: 'giftCard',
  start: async () => ({ status: 'verifying' }),
};
