import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { signupHandlers, signupPaths } from '../../mock-api/handlers/signup';
import { mockUser } from '../../mock-api/handlers/session';
import { WithUser } from '../../src/storybook/with-user';
import SignupSuccess from './signup-success';
import { signupSuccess } from './index';

const meta = {
  title: 'Blocks/Signup success',
  component: SignupSuccess,
  args: signupSuccess.defaults,
  parameters: {
    layout: 'fullscreen',
    block: signupSuccess,
    app: { route: '/signupSuccess?x_ans_token=mock-x-ans-token' },
    msw: { handlers: signupHandlers },
  },
  beforeEach: () => {
    window.sessionStorage.setItem('CART_CHECKOUT', JSON.stringify({ email: 'new@example.test', username: 'newmember', password: 'correct-horse' }));
  },
} satisfies Meta<typeof SignupSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After 2 s the payment is found; the password waits behind 'Show Password'. */
export const Default: Story = { args: signupSuccess.defaults };

/** Still checking. */
export const Checking: Story = {
  parameters: { msw: { handlers: [http.get(signupPaths.paymentByToken, () => delay('infinite')), ...signupHandlers] } },
};

/** Gift card: being verified. */
export const Voucher: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(signupPaths.paymentByToken, () =>
          HttpResponse.json({ data: { status: 'verifying', provider: 'amazonVoucher', username: 'newmember', email: 'new@example.test' } }),
        ),
        ...signupHandlers,
      ],
    },
  },
};

const pendingLookup = http.get(signupPaths.paymentByToken, () =>
  HttpResponse.json({ data: { status: 'pending', provider: 'epochCreditCard', username: 'newmember', email: 'new@example.test' } }),
);

/** The provider's notification is late: the page says what will happen and keeps checking. */
export const LateConfirmation: Story = { parameters: { msw: { handlers: [pendingLookup, ...signupHandlers] } } };
export const LateConfirmationDark: Story = { ...LateConfirmation, globals: { theme: 'dark' } };

/** A logged-in member renewed: the membership was extended, no password. */
export const Renewal: Story = {
  decorators: [(Story) => <WithUser user={mockUser()}><Story /></WithUser>],
  parameters: {
    msw: {
      handlers: [
        http.get(signupPaths.paymentByToken, () => HttpResponse.json({ data: { status: 'approved', provider: 'epochCreditCard', username: 'member', email: 'member@example.com' } })),
        ...signupHandlers,
      ],
    },
  },
};
export const RenewalDark: Story = { ...Renewal, globals: { theme: 'dark' } };
export const Dark: Story = { globals: { theme: 'dark' } };
