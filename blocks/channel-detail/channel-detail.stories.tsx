import type { Meta, StoryObj } from '@storybook/react-vite';
import { channels } from '../../mock-api/fixtures/channels';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import { detailRoute } from '../../src/storybook/detail-route';
import ChannelDetail from './channel-detail';
import { channelDetail } from './index';

const meta = {
  title: 'Blocks/Channel detail',
  component: ChannelDetail,
  args: channelDetail.defaults,
  decorators: [detailRoute('/channels/:permaLink')],
  parameters: { layout: 'fullscreen', block: channelDetail, app: { route: `/channels/${channels[0]!.permaLink}` } },
} satisfies Meta<typeof ChannelDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: channelDetail.defaults };

export const SmallGrids: Story = { args: { listSize: 4 } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const NotFound: Story = { parameters: { app: { route: '/channels/no-such-channel' } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
