import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { signupHandlers, signupPaths, subscriptionActiveSignup } from '../../mock-api/handlers/signup';
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
  parameters: { layout: 'fullscreen', block: signupForm, msw: { handlers: signupHandlers } },
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
  parameters: { msw: { handlers: [...subscriptionActiveSignup, ...signupHandlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('listitem', { name: 'Monthly' });
    await userEvent.click(within(card).getByRole('button', { name: 'Select Plan' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Payment' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You already have an active subscription.');
  },
};
export const MemberWithActivePlanDark: Story = { ...MemberWithActivePlan, globals: { theme: 'dark' } };

/** The plans are still loading: the account step shows, the plan cards wait. */
export const Loading: Story = { parameters: { msw: { handlers: [pending(paths.articles), ...signupHandlers] } } };

/** No plan is on sale. */
export const Empty: Story = { parameters: { msw: { handlers: [emptyList(paths.articles), ...signupHandlers] } } };

/** The plans cannot be loaded. */
export const Failed: Story = { parameters: { msw: { handlers: [failing(paths.articles), ...signupHandlers] } } };
