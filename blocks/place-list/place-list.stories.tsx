import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import PlaceList from './place-list';
import { placeList } from './index';

const meta = {
  title: 'Blocks/Place list',
  component: PlaceList,
  args: placeList.defaults,
  parameters: { block: placeList, layout: 'fullscreen' },
} satisfies Meta<typeof PlaceList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: placeList.defaults };

/** As on the home page: with a "show all" link to /places. */
export const WithShowAll: Story = { args: { ...placeList.defaults, moreLink: '/places' } };

export const Three: Story = { args: { count: 3, heading: 'Our locations' } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** No places at all: the block leaves no trace. */
export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

/** The request fails: a short message with a retry. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
