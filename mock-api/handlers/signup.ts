// Signup and payment routes, shaped like server/api/signup.ts: userExists, the three registration
// calls, the payment lookup, closing an unpaid invoice. `taken@example.test` and `takenuser` already exist.
import { http, HttpResponse } from 'msw';
import type { PaymentLookup, SignupResult, UserExistsResult } from '../../schemas/api/membership';
import type { UserExistsBody } from '../../schemas/api/requests';
import { api } from './paths';
import { apiError, ok, param } from './respond';

export const signupPaths = {
  userExists: api('signup/userExists'),
  register: api('register'),
  userRegister: api('userregister'),
  epochInvoice: api('payment/createEpochInvoice'),
  paymentByToken: api('getPaymentByToken/:token'),
  abandon: api('payment/abandon'),
};

export const TAKEN_EMAIL = 'taken@example.test';
export const TAKEN_USERNAME = 'takenuser';
export const MOCK_TOKEN = 'mock-x-ans-token';
/** Where the sandbox's Epoch emulator takes a card signup (the real Epoch adapter's join link). */
export const MOCK_JOIN_URL = `/sandbox/epoch/join?co_code=SBX&pi_code=ONEMONTH&reseller=a&payment_type=CC&x_ans_token=${MOCK_TOKEN}`;
/** The BTCPay emulator's checkout link of the mock invoice: absolute, like BTCPay's checkoutLink. */
export const MOCK_INVOICE_URL = 'http://localhost:3000/sandbox/btcpay/i/MockInvoice1234567890ab';

const created = (data: SignupResult) => HttpResponse.json({ data }, { status: 201 });

export const signupHandlers = [
  http.post(signupPaths.userExists, async ({ request }) => {
    const body = (await request.json()) as UserExistsBody;
    const exists = body.email?.toLowerCase() === TAKEN_EMAIL || body.username?.toLowerCase() === TAKEN_USERNAME;
    return ok<UserExistsResult>({ exists });
  }),
  http.post(signupPaths.epochInvoice, () =>
    created({ x_ans_token: MOCK_TOKEN, status: 'pending', redirectURL: MOCK_JOIN_URL, sandbox: true }),
  ),
  http.put(signupPaths.userRegister, () =>
    created({
      x_ans_token: MOCK_TOKEN,
      status: 'pending',
      invoice: {
        address: 'bc1qsandbox0000000000000000000000000000000',
        amountBtc: '0.00051234',
        amountUsd: 24.95,
        expiresAt: '2030-01-01T00:00:00.000Z',
        payUrl: MOCK_INVOICE_URL,
      },
      sandbox: true,
    }),
  ),
  http.post(signupPaths.register, () => created({ x_ans_token: MOCK_TOKEN, status: 'verifying' })),
  http.get(signupPaths.paymentByToken, ({ params }) =>
    param(params.token) === 'unknown'
      ? apiError(404, 'not_found', 'Payment not found')
      : ok<PaymentLookup>({ status: 'approved', username: 'newmember', email: 'new@example.test', provider: 'epochCreditCard' }),
  ),
  // A closed invoice with nothing paid ends.
  http.post(signupPaths.abandon, () => ok<PaymentLookup>({ status: 'failed', username: 'newmember', email: 'new@example.test', provider: 'bitcoin' })),
];

export const SUBSCRIPTION_ACTIVE_MESSAGE = 'You already have an active subscription. Cancel it first or wait until it ends.';

/** A logged-in member whose recurring plan is still running: every registration call answers 409. */
export const subscriptionActiveSignup = [signupPaths.epochInvoice, signupPaths.userRegister, signupPaths.register].map((path) =>
  http.all(path, () => apiError(409, 'subscription_active', SUBSCRIPTION_ACTIVE_MESSAGE)),
);
