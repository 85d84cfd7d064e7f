import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockUser } from '../../mock-api/handlers/session';
import { WithUser } from '../../src/storybook/with-user';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { updatePhotosHandlers } from '../../mock-api/handlers/update-photos';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import { detailRoute } from '../../src/storybook/detail-route';
import GalleryDetail from './gallery-detail';
import { galleryDetail } from './index';

const gallery = publishedUpdates.find((u) => u.contentType === 'photo')!;

const meta = {
  title: 'Blocks/Gallery detail',
  component: GalleryDetail,
  args: galleryDetail.defaults,
  decorators: [detailRoute('/photos/:permaLink')],
  parameters: {
    layout: 'fullscreen',
    block: galleryDetail,
    app: { route: `/photos/${gallery.permaLink}` },
    // The default handlers have no route for a gallery's public pictures yet.
    msw: { handlers: updatePhotosHandlers },
  },
} satisfies Meta<typeof GalleryDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Classic: wide header picture, details and pictures, download beside them. */
export const Default: Story = { args: galleryDetail.defaults };

/** Upright: the 2:3 cover beside the details, with the member preview for visitors. */
export const Upright: Story = { args: { ...galleryDetail.defaults, variant: 'upright', showMemberPreview: true, imageCount: 12 } };

/** Classic with the member preview turned on. */
export const ClassicWithMemberPreview: Story = { args: { ...galleryDetail.defaults, showMemberPreview: true } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const NotFound: Story = { parameters: { app: { route: '/photos/no-such-gallery' } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };

/** A member: every picture (click one for the lightbox), zips with their sizes, favourite and rating. */
export const Member: Story = { decorators: [(Story) => <WithUser user={mockUser()}><Story /></WithUser>] };

/** The member's view in the dark theme, upright. */
export const MemberDark: Story = { ...Member, args: { ...galleryDetail.defaults, variant: 'upright' }, globals: { theme: 'dark' } };

/** An expired member: the public previews, and the downloads ask to renew. */
export const ExpiredMember: Story = { decorators: [(Story) => <WithUser user={mockUser({ subscription: 'expired' })}><Story /></WithUser>] };
