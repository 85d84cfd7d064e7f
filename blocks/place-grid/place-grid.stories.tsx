import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import PlaceGrid from './place-grid';
import { placeGrid } from './index';

const meta = {
  title: 'Blocks/Place grid',
  component: PlaceGrid,
  args: placeGrid.defaults,
  parameters: { layout: 'fullscreen', block: placeGrid, app: { route: '/places' } },
} satisfies Meta<typeof PlaceGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: placeGrid.defaults };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
