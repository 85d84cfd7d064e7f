// The media library page (as a publisher and as an editor) and the picker, light and dark.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mediaLibraryHandlersFor } from '../../../mock-api/handlers/media-library';
import { serverError } from '../../../mock-api/scenarios';
import { mockUser } from '../../../mock-api/handlers/session';
import { ROLE } from '../../../shared/roles';
import type { SessionUser } from '../../../src/state/session';
import { WithUser } from '../../../src/storybook/with-user';
import MediaLibraryPage from './media-library-page';
import { MediaPicker } from './media-picker';

// Not the test helpers' users: those files also make Node files for uploads.
const publisherUser = mockUser({ role_id: ROLE.staff }) as SessionUser;
const editorUser = mockUser({ role_id: ROLE.editor }) as SessionUser;

const meta = {
  title: 'Admin/Media library',
  component: MediaLibraryPage,
  decorators: [
    (Story) => (
      <WithUser user={publisherUser}>
        <div style={{ padding: 16 }}>
          <Story />
        </div>
      </WithUser>
    ),
  ],
  parameters: { layout: 'fullscreen', app: { route: '/admin/media' }, msw: { handlers: mediaLibraryHandlersFor() } },
} satisfies Meta<typeof MediaLibraryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A publisher: every file with its processing state and usage, and Delete. */
export const Publisher: Story = {};
export const PublisherDark: Story = { globals: { theme: 'dark' } };

/** An editor uploads and browses; deleting is for publishers. */
export const Editor: Story = {
  decorators: [
    (Story) => (
      <WithUser user={editorUser}>
        <Story />
      </WithUser>
    ),
  ],
};

export const Searched: Story = { parameters: { app: { route: '/admin/media?q=beach&kind=image' } } };
export const Empty: Story = { parameters: { msw: { handlers: mediaLibraryHandlersFor({ assets: [] }) } } };
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };

/** The picker as the staff forms open it: several pictures for a set, one already chosen. */
export const PickerPictureSet: Story = {
  render: () => <MediaPicker kind="image" multiple selected={[27]} onPick={fn()} onClose={fn()} />,
};
export const PickerPictureSetDark: Story = { ...PickerPictureSet, globals: { theme: 'dark' } };

/** One video. */
export const PickerVideo: Story = {
  render: () => <MediaPicker kind="video" onPick={fn()} onClose={fn()} />,
};
