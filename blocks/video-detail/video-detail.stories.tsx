import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockUser } from '../../mock-api/handlers/session';
import { WithUser } from '../../src/storybook/with-user';
import { http } from 'msw';
import { api } from '../../mock-api/handlers/paths';
import { ok } from '../../mock-api/handlers/respond';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import { commentHandlersFor } from '../../mock-api/handlers/comments';
import { ROLE } from '../../shared/roles';
import { detailRoute } from '../../src/storybook/detail-route';
import VideoDetail from './video-detail';
import { videoDetail } from './index';

const video = publishedUpdates.find((u) => u.contentType === 'video')!;
const dvd = publishedUpdates.find((u) => u.contentType === 'dvd')!;
// The fixtures carry no clips; a short public sample stands in for the trailer.
const withTrailer = (update: typeof video) =>
  http.get(api(`public/updates/${update.permaLink}`), () => ok({ ...update, trailerSrc: '/media/public/video/trailer-0.mp4' }));

const meta = {
  title: 'Blocks/Video detail',
  component: VideoDetail,
  args: videoDetail.defaults,
  decorators: [detailRoute('/:section/:permaLink')],
  parameters: { layout: 'fullscreen', block: videoDetail, app: { route: `/videos/${video.permaLink}` } },
} satisfies Meta<typeof VideoDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a trailer: the picture with the members-only prompt. */
export const Default: Story = { args: videoDetail.defaults };

/** The trailer plays; when it ends the signup modal opens. */
export const Trailer: Story = { parameters: { msw: { handlers: [withTrailer(video)] } } };

/** A DVD on the dvddetails site: the same block, with random DVDs below. */
export const Dvd: Story = { parameters: { app: { route: `/dvds/${dvd.permaLink}` }, msw: { handlers: [withTrailer(dvd)] } } };

/** Player and info only. */
export const Minimal: Story = { args: { randomCount: 0, showDownloads: false, showComments: false } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const NotFound: Story = { parameters: { app: { route: '/videos/no-such-video' } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };

/** A member: the full video with the resolution choice, downloads with file sizes, favourite and rating. */
export const Member: Story = { decorators: [(Story) => <WithUser user={mockUser()}><Story /></WithUser>] };

/** The member's view in the dark theme. */
export const MemberDark: Story = { ...Member, globals: { theme: 'dark' } };

/** An expired member: only the trailer, and the downloads ask to renew. */
export const ExpiredMember: Story = {
  decorators: [(Story) => <WithUser user={mockUser({ subscription: 'expired' })}><Story /></WithUser>],
  parameters: { msw: { handlers: [withTrailer(video)] } },
};

/** A video nobody has commented on yet: the empty state, and the visitor is asked to join or log in. */
export const NoComments: Story = { parameters: { msw: { handlers: commentHandlersFor([]) } } };

/** A member: the comment form with its counter; a posted comment appears at the top at once. */
export const MemberComments: Story = {
  ...Member,
  parameters: { msw: { handlers: commentHandlersFor() } },
};

/** The comment form in the dark theme. */
export const MemberCommentsDark: Story = { ...MemberComments, globals: { theme: 'dark' } };

/** Staff see Remove on every comment, with a confirmation before it goes for everyone. */
export const StaffComments: Story = {
  decorators: [(Story) => <WithUser user={mockUser({ role_id: ROLE.staff })}><Story /></WithUser>],
  parameters: { msw: { handlers: commentHandlersFor() } },
};

/** Staff moderation in the dark theme. */
export const StaffCommentsDark: Story = { ...StaffComments, globals: { theme: 'dark' } };

/** The comments could not be loaded: a message and a retry, the rest of the page works. */
export const CommentsFailed: Story = {
  parameters: { msw: { handlers: [http.get(api('updates/:id/comments'), () => new Response(null, { status: 500 }))] } },
};
