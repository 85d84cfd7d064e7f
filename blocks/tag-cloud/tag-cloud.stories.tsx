import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import TagCloud from './tag-cloud';
import { tagCloud } from './index';

const meta = {
  title: 'Blocks/Tag cloud',
  component: TagCloud,
  args: tagCloud.defaults,
  parameters: { block: tagCloud, layout: 'fullscreen' },
} satisfies Meta<typeof TagCloud>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: tagCloud.defaults };

/** Only the ten most used tags. */
export const TopTen: Story = { args: { limit: 10, heading: { en_US: 'Popular tags', de_DE: 'Beliebte Tags' } } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** No tags at all: the block leaves no trace. */
export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

/** The request fails: a short message with a retry. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
