// The staff content area's screens for the catalogue, on the msw staff handlers
// (mock-api/handlers/staff-content.ts): as a publisher and as an editor, in the toolbar's theme and
// language.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { AdminGate, ADMIN_PATH } from './admin-gate';
import { WithUser } from '../../src/storybook/with-user';
import { editor, publisher } from './staff-users';
import type { SessionUser } from '../../src/state/session';

function Area({ user }: { user: SessionUser }) {
  return (
    <WithUser user={user}>
      <Routes>
        <Route path={`${ADMIN_PATH}/*`} element={<AdminGate />} />
      </Routes>
    </WithUser>
  );
}

const meta = {
  title: 'Staff/Content area',
  component: Area,
  args: { user: publisher },
  parameters: { layout: 'fullscreen', app: { route: '/admin/updates' } },
} satisfies Meta<typeof Area>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Updates: Story = {};

export const UpdateForm: Story = { parameters: { app: { route: '/admin/updates/101' } } };

export const NewUpdate: Story = { parameters: { app: { route: '/admin/updates/new' } } };

/** An editor: saves drafts; the publishing buttons are disabled with the reason. */
export const EditorOnDraft: Story = { args: { user: editor }, parameters: { app: { route: '/admin/updates/102' } } };

export const DeletedUpdate: Story = { parameters: { app: { route: '/admin/updates/104' } } };

export const Models: Story = { parameters: { app: { route: '/admin/models' } } };

export const Tags: Story = { parameters: { app: { route: '/admin/tags' } } };

export const News: Story = { parameters: { app: { route: '/admin/news' } } };

/** A published post: German body missing, marked on its tab. */
export const NewsPost: Story = { parameters: { app: { route: '/admin/news/701' } } };

export const Plans: Story = { parameters: { app: { route: '/admin/plans' } } };

export const PlanForm: Story = { parameters: { app: { route: '/admin/plans/1' } } };

/** An editor: reads a plan; every field read-only, with the reason. */
export const EditorOnPlan: Story = { args: { user: editor }, parameters: { app: { route: '/admin/plans/1' } } };
