// @vitest-environment node
// After a failed rebill the Epoch adapter names where the member updates the card: Epoch's billing
// support page for a real account, the emulator's update-payment page in the sandbox (only for a
// member the emulator billed), as the adapter's header documents.
import { describe, expect, it } from 'vitest';
import { createEpochAdapter, EPOCH_FIND_PURCHASE_URL } from '../../server/billing/adapters/epoch';
import { emulatorSettings } from '../../server/billing/adapters/epoch/settings';
import type { Payment, Subscription } from '../../server/billing/adapter';

const subscription = (memberId: string | null) => ({ id: 3, provider_member_id: memberId }) as Subscription;
const payment = (memberId: string | null) => ({ id: 9, provider_member_id: memberId }) as Payment;

describe('Epoch update-payment link', () => {
  it("points a real account's members at Epoch's billing support", () => {
    const real = createEpochAdapter({ joinUrl: 'https://epoch.example.test/join', coCode: 'ABC', reseller: 'a', digestKey: 'k', emulated: false, acceptTestTransactions: false });
    expect(real.updatePaymentUrl!(subscription('1234567'), payment('1234567'))).toBe(EPOCH_FIND_PURCHASE_URL);
    expect(EPOCH_FIND_PURCHASE_URL).toMatch(/^https:\/\/epoch\.com\//);
  });

  it("points the sandbox's members at the emulator's page with their member id, from the subscription or its payment", () => {
    const emulated = createEpochAdapter(emulatorSettings('http://127.0.0.1:3000', 'payment-secret'));
    expect(emulated.updatePaymentUrl!(subscription('777'), payment(null))).toBe('/sandbox/epoch/update-payment?member_id=777');
    expect(emulated.updatePaymentUrl!(subscription(null), payment('a&b'))).toBe('/sandbox/epoch/update-payment?member_id=a%26b');
    // A seeded subscription the emulator never billed: no page to send the member to.
    expect(emulated.updatePaymentUrl!(subscription(null), payment(null))).toBeUndefined();
  });
});
