import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { signupHandlers, signupPaths, subscriptionActiveSignup } from '../../mock-api/handlers/signup';
import { planQuoteHandlers } from '../../mock-api/handlers/articles';
import { mockUser } from '../../mock-api/handlers/session';
import { paths } from '../../mock-api/handlers/paths';
import { emptyList, failing, pending } from '../../mock-api/scenarios';
import { WithUser } from '../../src/storybook/with-user';
import SignupForm from './signup-form';
import { signupForm } from './index';

const meta = {
  title: 'Blocks/Signup form',
  component: SignupForm,
  args: signupForm.defaults,
  parameters: { layout: 'fullscreen', block: signupForm, msw: { handlers: [...signupHandlers, ...planQuoteHandlers] } },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, plan = 'Monthly') => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Email/), 'fresh@example.test');
  await userEvent.type(canvas.getByLabelText(/^Username/), 'freshmember');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'correct-horse');
  const card = await canvas.findByRole('listitem', { name: plan });
  await userEvent.click(within(card).getByRole('button', { name: 'Select Plan' }));
  return canvas;
};

/** Ticks the consent, which the button waits for. */
const accept = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('checkbox', { name: /^I agree to the terms/ }));
};

export const Default: Story = { args: signupForm.defaults };

/** Messages appear only in fields the visitor typed in; the taken email is reported after 500 ms. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Email/), 'taken@example.test');
    await userEvent.type(canvas.getByLabelText(/^Username/), 'a b');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await expect(await canvas.findByText('Email already in use, please login or choose another one')).toBeInTheDocument();
  },
};

/** A plan chosen: its active payment methods. */
export const PlanSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '1 Month');
    await expect(canvas.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
  },
};

/** The consent before the button: price, rebills from the first rebill date, the statement name, the required checkbox; the button says what is missing. */
export const Consent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Monthly');
    await expect(canvas.getByRole('group', { name: 'Your order' })).toHaveTextContent('EPOCH.COM');
    await expect(canvas.getByText('Accept the terms')).toBeInTheDocument();
  },
};
export const ConsentDark: Story = { ...Consent, globals: { theme: 'dark' } };

/** Gift card: rows of codes. */
export const GiftCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, '1 Month');
    await userEvent.click(canvas.getByRole('radio', { name: 'Amazon Gift Card' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add another code' }));
  },
};

/** SIGNING_UP: the call does not answer. */
export const SigningUp: Story = {
  parameters: { msw: { handlers: [http.post(signupPaths.epochInvoice, () => delay('infinite')), ...signupHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await accept(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Payment' }));
    await expect(await canvas.findByRole('button', { name: 'Signing up...' })).toBeDisabled();
  },
};

/** ERROR: the form is back for a retry. */
export const SignupError: Story = {
  parameters: {
    msw: {
      handlers: [http.post(signupPaths.epochInvoice, () => HttpResponse.json({ error: { code: 'x', message: 'x' } }, { status: 500 })), ...signupHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await accept(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Payment' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ooops, something went wrong, please try again later...');
  },
};

/** A logged-in member: 'Update membership', name and email read-only, no password. */
export const Member: Story = {
  decorators: [(Story) => <WithUser user={mockUser()}><Story /></WithUser>],
};
export const MemberDark: Story = { ...Member, globals: { theme: 'dark' } };

/** The member's recurring plan still runs: the message beside the button. */
export const MemberWithActivePlan: Story = {
  ...Member,
  parameters: { msw: { handlers: [...subscriptionActiveSignup, ...signupHandlers, ...planQuoteHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('listitem', { name: 'Monthly' });
    await userEvent.click(within(card).getByRole('button', { name: 'Select Plan' }));
    await accept(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Payment' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You already have an active subscription.');
  },
};
export const MemberWithActivePlanDark: Story = { ...MemberWithActivePlan, globals: { theme: 'dark' } };

/** The member's Monthly renews and they pick 3 Months: the switch instead of a second charge for the same time. */
export const MemberPlanSwitch: Story = {
  ...Member,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('listitem', { name: '3 Months' });
    await userEvent.click(within(card).getByRole('button', { name: 'Select Plan' }));
    await expect(await canvas.findByText(/Your Monthly stops renewing; 3 Months starts on/)).toBeInTheDocument();
  },
};
export const MemberPlanSwitchDark: Story = { ...MemberPlanSwitch, globals: { theme: 'dark' } };

/** The plans are still loading: the account step shows, the plan cards wait. */
export const Loading: Story = { parameters: { msw: { handlers: [pending(paths.articles), ...signupHandlers] } } };

/** No plan is on sale. */
export const Empty: Story = { parameters: { msw: { handlers: [emptyList(paths.articles), ...signupHandlers] } } };

/** The plans cannot be loaded. */
export const Failed: Story = { parameters: { msw: { handlers: [failing(paths.articles), ...signupHandlers] } } };
