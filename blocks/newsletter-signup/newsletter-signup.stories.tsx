import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockUser } from '../../mock-api/handlers/session';
import { newsletterHandlersFor } from '../../mock-api/handlers/newsletter';
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
