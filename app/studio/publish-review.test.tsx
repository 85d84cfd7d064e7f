// The publish dialog says what publishing changes in words, and a page that would be emptied is
// published only after "I want to publish this" is ticked.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { configsMockFor } from '../../mock-api/handlers/configs';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import { blockRegistry } from '../../blocks/registry';
import type { SiteConfig } from '../../schemas/config/site-config';
import StudioPage from './studio-page';
import { installLayoutStandIns, staffUser, typeDocument } from './studio-test-utils';

installLayoutStandIns();

const WAIT = { timeout: 30_000 };

async function openStudioWith(edit: (config: SiteConfig) => void) {
  const mock = configsMockFor();
  server.use(...mock.handlers);
  await renderWithApp(
    <WithUser user={staffUser}>
      <StudioPage />
    </WithUser>,
    { route: '/studio' },
  );
  await screen.findByTestId('config-editor', {}, WAIT);
  await screen.findByText('No problems: the configuration is valid.', {}, WAIT);
  typeDocument(JSON.stringify(configWith(edit), null, 2));
  await screen.findByText('Checking…', {}, WAIT);
  await screen.findByText('No problems: the configuration is valid.', {}, WAIT);
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  return { mock, dialog: within(screen.getByRole('dialog', { name: 'Publish this configuration?' })) };
}

describe('the publish review', { timeout: 120_000 }, () => {
  it('names what changes per page in words, field by field, and publishes without a tick', async () => {
    const { mock, dialog } = await openStudioWith((config) => {
      const home = config.ui.sites.homesite!.containers;
      // A second countdown on top, and the slider's second slide gets the first slide's picture.
      home.unshift({ type: 'countdown', id: 'sale-countdown', props: {} });
      const slides = structuredClone(blockRegistry.slider.defaults.slides);
      slides[1]!.image = slides[0]!.image;
      home.find((entry) => entry.type === 'slider')!.props = { slides };
      config.ui.static.headerSlogan = 'Summer sale';
    });
    const home = within(dialog.getByRole('region', { name: 'Changes to the page home' }));
    expect(home.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Upcoming scene countdown added at position 1',
      'Slider: slide 2 image changed',
    ]);
    expect(within(dialog.getByRole('region', { name: 'Changes to the site settings' })).getByRole('listitem')).toHaveTextContent('/ui/static/headerSlogan changed');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.queryByRole('checkbox', { name: 'I want to publish this' })).not.toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'Publish now' }));
    await screen.findByText('Published: version 1 is live.', {}, WAIT);
    expect(mock.requests.filter((request) => request.path === '/api/configs/publish')).toHaveLength(1);
  });

  it('emptying home counts the removed blocks and needs "I want to publish this" ticked', async () => {
    const { mock, dialog } = await openStudioWith((config) => {
      config.ui.sites.homesite!.containers = [];
    });
    expect(within(dialog.getByRole('region', { name: 'Changes to the page home' })).getByRole('listitem')).toHaveTextContent(/^15 blocks removed$/);
    expect(dialog.getByRole('alert')).toHaveTextContent('The page home becomes empty (it has 15 blocks now).');
    const publishNow = dialog.getByRole('button', { name: 'Publish now' });
    expect(publishNow).toBeDisabled();
    fireEvent.click(publishNow);
    expect(mock.requests.filter((request) => request.path === '/api/configs/publish')).toEqual([]);

    fireEvent.click(dialog.getByRole('checkbox', { name: 'I want to publish this' }));
    expect(publishNow).toBeEnabled();
    fireEvent.click(publishNow);
    await screen.findByText('Published: version 1 is live.', {}, WAIT);
    await waitFor(() => expect(mock.requests.filter((request) => request.path === '/api/configs/publish')).toHaveLength(1));
  });
});
