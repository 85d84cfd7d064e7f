import type { Meta, StoryObj } from '@storybook/react-vite';
import { memberHandlersFor } from '../../mock-api/handlers/member';
import { mockUser } from '../../mock-api/handlers/session';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import { WithUser } from '../../src/storybook/with-user';
import FavouritesGrid from './favourites-grid';
import { favouritesGrid } from './index';

const meta = {
  title: 'Blocks/Favourites grid',
  component: FavouritesGrid,
  args: favouritesGrid.defaults,
  decorators: [(Story) => <WithUser user={mockUser()}><Story /></WithUser>],
  parameters: { layout: 'fullscreen', block: favouritesGrid, msw: { handlers: memberHandlersFor({ favourites: 8 }) } },
} satisfies Meta<typeof FavouritesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a heart to remove the favourite; the list reloads. */
export const Default: Story = { args: favouritesGrid.defaults };

export const Upright: Story = { args: { ...favouritesGrid.defaults, orientation: 'upright' } };

export const Empty: Story = { parameters: { msw: { handlers: memberHandlersFor({ favourites: 0 }) } } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
