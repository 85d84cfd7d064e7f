import type { Meta, StoryObj } from '@storybook/react-vite';
import { places } from '../../mock-api/fixtures/places';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import { detailRoute } from '../../src/storybook/detail-route';
import PlaceDetail from './place-detail';
import { placeDetail } from './index';

const meta = {
  title: 'Blocks/Place detail',
  component: PlaceDetail,
  args: placeDetail.defaults,
  decorators: [detailRoute('/places/:permaLink')],
  parameters: { layout: 'fullscreen', block: placeDetail, app: { route: `/places/${places[0]!.permaLink}` } },
} satisfies Meta<typeof PlaceDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: placeDetail.defaults };

/** Upright previews of the updates. */
export const Upright: Story = { args: { ...placeDetail.defaults, orientation: 'upright' } };

export const NoUpdates: Story = { parameters: { msw: { handlers: emptyLists } } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const NotFound: Story = { parameters: { app: { route: '/places/nowhere' } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
