import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockUser } from '../../mock-api/handlers/session';
import { WithUser } from '../../src/storybook/with-user';
import { http } from 'msw';
import { paths } from '../../mock-api/handlers/paths';
import { ok } from '../../mock-api/handlers/respond';
import { models } from '../../mock-api/fixtures/models';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import { detailRoute } from '../../src/storybook/detail-route';
import ModelDetail from './model-detail';
import { modelDetail } from './index';
import { ROLE } from '../../shared/roles';

const model = models[0]!;

const meta = {
  title: 'Blocks/Model detail',
  component: ModelDetail,
  args: modelDetail.defaults,
  decorators: [detailRoute('/models/:permaLink')],
  parameters: { layout: 'fullscreen', block: modelDetail, app: { route: `/models/${model.permaLink}` } },
} satisfies Meta<typeof ModelDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header image (no trailer), profile, details, 'Galleries: N' and 'Videos: N'. */
export const Default: Story = { args: modelDetail.defaults };

/** With `trailerSrc_1920` the header is the trailer, muted and looping. */
export const WithTrailer: Story = {
  parameters: {
    msw: { handlers: [http.get(paths.model, () => ok({ ...model, trailerSrc_1920: '/media/public/video/trailer-0.mp4' }))] },
  },
};

/** Only the galleries list. */
export const GalleriesOnly: Story = { args: { ...modelDetail.defaults, showVideos: false, listSize: 6 } };

/** A model without updates: both lists say so. */
export const NoUpdates: Story = { parameters: { msw: { handlers: emptyLists } } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** An unknown permaLink goes to /404. */
export const NotFound: Story = { parameters: { app: { route: '/models/nobody' } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };

/** A member (role 1): the heart adds the model to the favourites; the stars rate once per session. */
export const Member: Story = { decorators: [(Story) => <WithUser user={mockUser({ role_id: ROLE.member })}><Story /></WithUser>] };

/** The member's view in the dark theme. */
export const MemberDark: Story = { ...Member, globals: { theme: 'dark' } };
