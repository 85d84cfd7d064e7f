import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { mockUser } from '../../mock-api/handlers/session';
import { mockPurchaseReceipt, receiptHandlersFor } from '../../mock-api/handlers/receipts';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import { WithUser } from '../../src/storybook/with-user';
import ReceiptBlock from './receipt';
import { receipt } from './index';

const at = (invoice: string) => ({ app: { route: `/payment/receipt/${invoice}` } });

const meta = {
  title: 'Blocks/Receipt',
  component: ReceiptBlock,
  args: receipt.defaults,
  decorators: [
    (Story) => (
      <WithUser user={mockUser()}>
        <Routes>
          <Route path="/payment/receipt/:invoice" element={<Story />} />
        </Routes>
      </WithUser>
    ),
  ],
  parameters: { block: receipt, msw: { handlers: receiptHandlersFor() }, ...at('2026-000017') },
} satisfies Meta<typeof ReceiptBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card payment sold by Epoch as merchant of record. */
export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

/** Bitcoin, sold by the site: the configured VAT rate; the payment was charged back. */
export const SiteSoldChargedBack: Story = { parameters: at('2025-000311') };
export const SiteSoldChargedBackDark: Story = { ...SiteSoldChargedBack, globals: { theme: 'dark' } };

/** A single purchase: the update's name, linked, and Watch now. */
export const SinglePurchase: Story = { parameters: at(mockPurchaseReceipt.invoice) };

/** A number that is not the member's. */
export const NotFound: Story = { parameters: at('2026-999999') };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
