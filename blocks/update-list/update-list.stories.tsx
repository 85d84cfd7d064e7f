import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import UpdateList from './update-list';
import { updateList } from './index';

const meta = {
  title: 'Blocks/Update list',
  component: UpdateList,
  args: updateList.defaults,
  parameters: { block: updateList, layout: 'fullscreen' },
} satisfies Meta<typeof UpdateList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: updateList.defaults };

/** Home "Recent galleries": upright 2:3 previews. */
export const RecentGalleries: Story = {
  args: {
    ...updateList.defaults,
    heading: { en_US: 'Recent galleries', de_DE: 'Neueste Galerien', fr_FR: 'Galeries récentes', es_ES: 'Galerías recientes' },
    source: 'recentPhotos',
    orientation: 'upright',
    count: 12,
    moreLink: '/photos',
  },
};

/** Home "Recent videos": landscape 16:9 previews. */
export const RecentVideos: Story = {
  args: { ...updateList.defaults, heading: 'Recent videos', source: 'recentVideos', count: 8, moreLink: '/videos' },
};

/** Home "Behind the scenes": only the channel behind-the-scenes. */
export const BehindTheScenes: Story = {
  args: {
    ...updateList.defaults,
    heading: 'Behind the scenes',
    source: 'recentVideos',
    count: 4,
    includeChannels: ['behind-the-scenes'],
    moreLink: '/channels/behind-the-scenes',
  },
};

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** No updates at all: the block leaves no trace. */
export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

/** The request fails: a short message with a retry. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
