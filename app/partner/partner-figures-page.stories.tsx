// A partner's own page for the catalogue, on the partner handlers (mock-api/handlers/desk-partners.ts):
// with two months of figures, and paused with nothing in the period.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { PartnerGate, PARTNER_PATH } from './partner-gate';
import { WithUser } from '../../src/storybook/with-user';
import { mockUser } from '../../mock-api/handlers/session';
import { partnerReportFixture, partnerSelfMockFor } from '../../mock-api/handlers/desk-partners';
import type { SessionUser } from '../../src/state/session';
import { ROLE } from '../../shared/roles';

const partner = { ...mockUser({ role_id: ROLE.partner }), username: 'sunny' } as SessionUser;

function Area({ user }: { user: SessionUser }) {
  return (
    <WithUser user={user}>
      <Routes>
        <Route path={PARTNER_PATH} element={<PartnerGate />} />
      </Routes>
    </WithUser>
  );
}

const meta = {
  title: 'Partner/Figures',
  component: Area,
  args: { user: partner },
  parameters: { layout: 'fullscreen', app: { route: '/partner/figures' }, msw: { handlers: partnerSelfMockFor().handlers } },
} satisfies Meta<typeof Area>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {};

/** Paused, and no visitor in the period. */
export const PausedAndEmpty: Story = {
  parameters: { msw: { handlers: partnerSelfMockFor({ ...partnerReportFixture(), status: 'paused', links: [], months: [], totals: { clicks: 0, sales: 0, rebills: 0, reversals: 0, money: [] } }).handlers } },
};
