import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import ModelList from './model-list';
import { modelList } from './index';

const meta = {
  title: 'Blocks/Model list',
  component: ModelList,
  args: modelList.defaults,
  parameters: { block: modelList, layout: 'fullscreen' },
} satisfies Meta<typeof ModelList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: modelList.defaults };

/** Home "Recent models" with its "show all" link. */
export const RecentModels: Story = {
  args: { ...modelList.defaults, heading: { en_US: 'Recent models', de_DE: 'Neueste Models' }, moreLink: '/models' },
};

/** Home "Discover models": one row of random models. */
export const RandomModels: Story = {
  args: { ...modelList.defaults, heading: 'Discover models', source: 'random', count: 6 },
};

export const MostRated: Story = { args: { ...modelList.defaults, heading: 'Top rated', source: 'mostRated', count: 6 } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** No models at all: the block leaves no trace. */
export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

/** The request fails: a short message with a retry. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
