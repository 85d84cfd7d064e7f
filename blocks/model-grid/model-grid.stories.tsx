import type { Meta, StoryObj } from '@storybook/react-vite';
import { sortedModelsHandler } from '../../mock-api/handlers/models-sorted';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import ModelGrid from './model-grid';
import { modelGrid } from './index';

const meta = {
  title: 'Blocks/Model grid',
  component: ModelGrid,
  args: modelGrid.defaults,
  // The real server sorts; the default mock keeps the fixture order.
  parameters: { layout: 'fullscreen', block: modelGrid, app: { route: '/models' }, msw: { handlers: [sortedModelsHandler] } },
} satisfies Meta<typeof ModelGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: modelGrid.defaults };

/** `?sort=rating`: the most rated first. */
export const TopRated: Story = { parameters: { app: { route: '/models?sort=rating' } } };

/** A heading, and no sort select. */
export const WithoutSort: Story = { args: { ...modelGrid.defaults, heading: 'All models', showSort: false } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
