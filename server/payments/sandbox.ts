// The built-in sandbox provider: a hosted join page on this server (approve/decline), a bitcoin
// invoice that can be marked paid, and gift cards that wait for staff. It never touches real money.
import crypto from 'node:crypto';
import type { PaymentProviderId } from '../../schemas/payment-providers';
import type { Payment, PaymentProvider, StartResult } from './provider';

const BTC_USD = 90_000; // fixed sandbox rate

export const sandboxProvider: PaymentProvider = {
  start(payment: Payment, providerId: PaymentProviderId): StartResult {
    switch (providerId) {
      case 'epochCreditCard':
      case 'epochPaypal':
        return { status: 'pending', redirectURL: `/api/payment/sandbox/join/${payment.token}` };
      case 'bitcoin':
        return {
          status: 'pending',
          invoice: {
            address: `tb1q${crypto.createHash('sha256').update(payment.token).digest('hex').slice(0, 38)}`,
            amountBtc: (payment.amount / BTC_USD).toFixed(8),
            amountUsd: payment.amount,
            expiresAt: new Date(Date.parse(payment.created_at) + 30 * 60_000).toISOString(),
            payUrl: `/api/payment/sandbox/bitcoin/${payment.token}/pay`,
          },
        };
      case 'amazonVoucher':
        return { status: 'verifying' };
    }
  },
};
