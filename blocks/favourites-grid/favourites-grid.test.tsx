import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mock-api/node';
import { memberHandlersFor } from '../../mock-api/handlers/member';
import { mockUser } from '../../mock-api/handlers/session';
import { publishedUpdates } from '../../mock-api/fixtures/updates';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import FavouritesGrid from './favourites-grid';
import { favouritesGrid } from './index';

const renderGrid = () =>
  renderWithApp(
    <WithUser user={mockUser()}>
      <FavouritesGrid {...favouritesGrid.defaults} />
    </WithUser>,
    { route: '/favourites' },
  );

describe('FavouritesGrid', () => {
  it('shows every favourite update without paging', async () => {
    server.use(...memberHandlersFor({ favourites: 4 }));
    await renderGrid();
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    for (const update of publishedUpdates.slice(0, 4)) {
      expect(screen.getByRole('button', { name: `Remove ${update.fullName} from favourites` })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(screen.queryByRole('navigation', { name: /pag/i })).not.toBeInTheDocument();
  });

  it('removes a favourite and reloads the list', async () => {
    server.use(...memberHandlersFor({ favourites: 2 }));
    await renderGrid();
    const [first, second] = publishedUpdates;
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${first!.fullName} from favourites` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Remove ${first!.fullName} from favourites` })).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Remove ${second!.fullName} from favourites` })).toBeInTheDocument();
  });

  it('invites to browse when there are no favourites', async () => {
    server.use(...memberHandlersFor({ favourites: 0 }));
    await renderGrid();
    expect(await screen.findByText(/You have no favourites yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse updates' })).toHaveAttribute('href', '/updates');
  });
});

