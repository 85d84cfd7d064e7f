import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockUser } from '../../mock-api/handlers/session';
import { newsletterHandlersFor } from '../../mock-api/handlers/newsletter';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import { WithUser } from '../../src/storybook/with-user';
import NewsletterSignup from './newsletter-signup';
import { newsletterSignup } from './index';

const meta = {
  title: 'Blocks/Newsletter signup',
  component: NewsletterSignup,
  args: newsletterSignup.defaults,
  decorators: [(Story) => <WithUser user={mockUser()}><Story /></WithUser>],
  parameters: { block: newsletterSignup, msw: { handlers: newsletterHandlersFor('none') } },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not subscribed: "Send me the newsletter" mails the confirmation link. */
export const Default: Story = { args: newsletterSignup.defaults };
export const Dark: Story = { globals: { theme: 'dark' } };

/** Waiting for the mailed link: send it again, or withdraw. */
export const Pending: Story = { parameters: { msw: { handlers: newsletterHandlersFor('pending') } } };
export const PendingDark: Story = { ...Pending, globals: { theme: 'dark' } };

/** Confirmed, with the date of consent and Unsubscribe. */
export const Confirmed: Story = { parameters: { msw: { handlers: newsletterHandlersFor('confirmed') } } };
export const ConfirmedDark: Story = { ...Confirmed, globals: { theme: 'dark' } };

/** Never asked for the newsletter: the form alone. */
export const Empty: Story = { parameters: { msw: { handlers: newsletterHandlersFor('none') } } };

/** The state is on its way: the heading, nothing to choose yet. */
export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** The server failed: the block says so. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } };
