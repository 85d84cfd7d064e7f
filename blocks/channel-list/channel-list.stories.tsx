import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import ChannelList from './channel-list';
import { channelList } from './index';

const meta = {
  title: 'Blocks/Channel list',
  component: ChannelList,
  args: channelList.defaults,
  parameters: { layout: 'fullscreen', block: channelList, app: { route: '/channels' } },
} satisfies Meta<typeof ChannelList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: channelList.defaults };

/** As on the channels page, with a heading. */
export const WithHeading: Story = {
  args: { ...channelList.defaults, heading: { en_US: 'All channels', de_DE: 'Alle Kanäle', fr_FR: 'Toutes les chaînes', es_ES: 'Todos los canales' } },
};

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
