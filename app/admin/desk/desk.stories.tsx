// The operator's desk, every screen light and dark, on the desk's msw mocks (mock-api/handlers/desk-*.ts,
// the ones the component tests use): as a publisher, and as an editor where the screen differs.
// Stories that change data get mocks of their own, so clicking in one leaves the others as they were.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AdminGate, ADMIN_PATH } from '../admin-gate';
import { editor, publisher } from '../staff-users';
import { WithUser } from '../../../src/storybook/with-user';
import type { SessionUser } from '../../../src/state/session';
import { deskCommentsMockFor } from '../../../mock-api/handlers/desk-comments';
import { deskPaymentsMockFor } from '../../../mock-api/handlers/desk-payments';
import { deskRequestsMockFor } from '../../../mock-api/handlers/desk-requests';
import { api } from '../../../mock-api/handlers/paths';
import { apiError } from '../../../mock-api/handlers/respond';
import { emptyList, failing } from '../../../mock-api/scenarios';

function Desk({ user }: { user: SessionUser }) {
  return (
    <WithUser user={user}>
      <Routes>
        <Route path={`${ADMIN_PATH}/*`} element={<AdminGate />} />
      </Routes>
    </WithUser>
  );
}

const meta = {
  title: 'Staff/Desk',
  component: Desk,
  args: { user: publisher },
  parameters: { layout: 'fullscreen', app: { route: '/admin/dashboard' } },
} satisfies Meta<typeof Desk>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string) => ({ app: { route } });
const dark = { theme: 'dark' };

/** Figures of today, 7 and 30 days, the chart, open requests (one overdue), scheduled updates, a failed job. */
export const Dashboard: Story = {};
export const DashboardDark: Story = { globals: dark };

/** Members with their access and last payment. */
export const Members: Story = { parameters: at('/admin/members') };
export const MembersDark: Story = { ...Members, globals: dark };

/** A member's page: every section, the actions and the staff actions recorded for them. */
export const Member: Story = { parameters: at('/admin/members/7') };
export const MemberDark: Story = { ...Member, globals: dark };

/** An editor reads a member's page; the actions are for publishers. */
export const MemberAsEditor: Story = { args: { user: editor }, parameters: at('/admin/members/7') };

/** Payments, newest first; the Bitcoin payment and the gift card are marked as waiting for staff. */
export const Payments: Story = { parameters: at('/admin/payments') };
export const PaymentsDark: Story = { ...Payments, globals: dark };

/** The server fails: the list says so and offers to try again. */
export const PaymentsServerError: Story = { parameters: { ...at('/admin/payments'), msw: { handlers: [failing(api('staff/payments'))] } } };
export const PaymentsServerErrorDark: Story = { ...PaymentsServerError, globals: dark };

/** A card payment with the biller's raw notification, refundable through the provider. */
export const Payment: Story = { parameters: { ...at('/admin/payments/21'), msw: { handlers: deskPaymentsMockFor().handlers } } };
export const PaymentDark: Story = { ...Payment, globals: dark };

/** A Bitcoin payment that arrived after its invoice expired: it waits for staff, with the reason. */
export const PaymentWaitingForStaff: Story = { parameters: at('/admin/payments/22') };
export const PaymentWaitingForStaffDark: Story = { ...PaymentWaitingForStaff, globals: dark };

const openRefundDialog: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Refund…' }, { timeout: 10_000 }));
  await expect(await screen.findByRole('dialog', { name: 'Refund $29.95' })).toBeInTheDocument();
};

/** The refund dialog open: the reason is recorded, the provider returns the money. */
export const RefundDialog: Story = {
  parameters: { ...at('/admin/payments/21'), msw: { handlers: deskPaymentsMockFor().handlers } },
  play: openRefundDialog,
};
export const RefundDialogDark: Story = { ...RefundDialog, parameters: { ...at('/admin/payments/21'), msw: { handlers: deskPaymentsMockFor().handlers } }, globals: dark };

/** The provider refuses the refund: the dialog shows the server's words and nothing changes. */
export const RefundRefused: Story = {
  parameters: {
    ...at('/admin/payments/21'),
    msw: { handlers: [http.post(api('staff/payments/:id/refund'), () => apiError(502, 'provider_error', 'The payment provider did not answer. Nothing was refunded: try again later.'))] },
  },
  play: async (context) => {
    await openRefundDialog(context);
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund $29.95' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason (recorded in the audit log)' }), 'Asked by phone');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund now' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The payment provider did not answer.');
  },
};
export const RefundRefusedDark: Story = { ...RefundRefused, globals: dark };

/** A gift card waiting for a decision: one code was used on a declined payment before. */
export const GiftCards: Story = { parameters: { ...at('/admin/gift-cards'), msw: { handlers: deskPaymentsMockFor().handlers } } };
export const GiftCardsDark: Story = { ...GiftCards, globals: dark };

/** An editor reads the queue; deciding is for publishers. */
export const GiftCardsAsEditor: Story = { ...GiftCards, args: { user: editor } };

/** Nothing waits. */
export const GiftCardsEmpty: Story = { parameters: { ...at('/admin/gift-cards'), msw: { handlers: [emptyList(api('staff/gift-cards'))] } } };
export const GiftCardsEmptyDark: Story = { ...GiftCardsEmpty, globals: dark };

/** Requests, open ones first: an overdue content removal and a contact question. */
export const Requests: Story = { parameters: at('/admin/requests') };
export const RequestsDark: Story = { ...Requests, globals: dark };

/** A content-removal request: the reported update, the reply box and the status buttons. */
export const RemovalRequest: Story = { parameters: { ...at('/admin/requests/removal/12'), msw: { handlers: deskRequestsMockFor().handlers } } };
export const RemovalRequestDark: Story = { ...RemovalRequest, globals: dark };

/** Comments on the site: hide, delete, block the author. */
export const Comments: Story = { parameters: { ...at('/admin/comments'), msw: { handlers: deskCommentsMockFor().handlers } } };
export const CommentsDark: Story = { ...Comments, globals: dark };

/** No comment in the queue. */
export const CommentsEmpty: Story = { parameters: { ...at('/admin/comments'), msw: { handlers: [emptyList(api('staff/comments'))] } } };
export const CommentsEmptyDark: Story = { ...CommentsEmpty, globals: dark };

/** Interface texts per language, the missing ones first. */
export const Translations: Story = { parameters: at('/admin/translations') };
export const TranslationsDark: Story = { ...Translations, globals: dark };

/** Mails sent: a failed one with its error, one with a one-time link that is not sent again. */
export const MailLog: Story = { parameters: at('/admin/mails') };
export const MailLogDark: Story = { ...MailLog, globals: dark };

/** Who did what, why and from where. */
export const AuditLog: Story = { parameters: at('/admin/audit') };
export const AuditLogDark: Story = { ...AuditLog, globals: dark };

/** Editors are told the audit log is for publishers. */
export const AuditLogAsEditor: Story = { ...AuditLog, args: { user: editor } };
