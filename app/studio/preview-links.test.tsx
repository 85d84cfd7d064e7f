// The preview-links list as staff see it: a link a publisher scheduled offers no 'Delete' to an
// editor and says who scheduled it and when; a publisher may delete it and is told the schedule
// is cancelled with it.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mock-api/node';
import { configsMockFor } from '../../mock-api/handlers/configs';
import { defaultSiteConfig, renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import type { SessionUser } from '../../src/state/session';
import { PreviewLinks } from './preview-links';
import { editorUser, staffUser } from './studio-test-utils';

const LAUNCH_AT = '2026-12-01T09:00:00.000Z';

/** Two links: "Winter launch" scheduled by the publisher "greta", "Draft header" not scheduled. */
async function showLinks(user: SessionUser) {
  const mock = configsMockFor();
  const launch = mock.storeLink(defaultSiteConfig, 'Winter launch');
  mock.storeLink(defaultSiteConfig, 'Draft header');
  mock.scheduleLink(launch, LAUNCH_AT, 'greta');
  server.use(...mock.handlers);
  await renderWithApp(
    <WithUser user={user}>
      <PreviewLinks />
    </WithUser>,
  );
  const row = (name: string) => screen.getByText(name).closest('li')!;
  await screen.findByText('Winter launch');
  return { mock, row };
}

describe('preview links with a scheduled publish', () => {
  it('an editor gets no Delete for a scheduled link, and is told who scheduled it and that only a publisher can delete it', async () => {
    const { row } = await showLinks(editorUser);
    const launch = within(row('Winter launch'));
    expect(launch.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(launch.getByText(/^Scheduled by greta to publish .+: only a publisher can delete it\.$/)).toBeInTheDocument();
    expect(within(row('Draft header')).getByRole('button', { name: 'Delete the preview link Draft header' })).toBeInTheDocument();
  });

  it('a publisher may delete it; the confirmation says the schedule is cancelled with it', async () => {
    const { mock, row } = await showLinks(staffUser);
    const launch = within(row('Winter launch'));
    expect(launch.getByText(/^Scheduled to publish .+\.$/)).toBeInTheDocument();
    fireEvent.click(launch.getByRole('button', { name: 'Delete the preview link Winter launch' }));
    const confirm = within(screen.getByRole('alertdialog', { name: 'Delete the preview link “Winter launch”?' }));
    expect(confirm.getByText(/^Its scheduled publish on .+ is cancelled with it\.$/)).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete “Winter launch”' }));
    await waitFor(() => expect(within(row('Winter launch')).getByText('deleted')).toBeInTheDocument());
    expect(within(row('Winter launch')).queryByText(/^Scheduled/)).toBeNull();
    expect(mock.requests.map((r) => r.method)).toEqual(['DELETE']);
  });
});
