import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import LastNextUpdate from './last-next-update';
import { lastNextUpdate } from './index';

const meta = {
  title: 'Blocks/Last and next update',
  component: LastNextUpdate,
  args: lastNextUpdate.defaults,
  parameters: { block: lastNextUpdate, layout: 'fullscreen' },
} satisfies Meta<typeof LastNextUpdate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: lastNextUpdate.defaults };

export const VideosOnly: Story = { args: { contentType: 'video' } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** No updates at all: the block leaves no trace. */
export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

/** The request fails: the block leaves no trace. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
