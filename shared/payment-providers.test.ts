import { describe, expect, it } from 'vitest';
import { isRedirectProvider } from './payment-providers';

describe('isRedirectProvider', () => {
  it('sends card and PayPal to the join page, bitcoin and gift cards not', () => {
    expect(['epochCreditCard', 'epochPaypal', 'bitcoin', 'amazonVoucher', 'unknown'].map(isRedirectProvider)).toEqual([true, true, false, false, false]);
  });
});
