import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockUser } from '../../mock-api/handlers/session';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import ProfileOverview from './profile-overview';
import { profileOverview } from './index';

describe('ProfileOverview', () => {
  it('greets the member and shows the account facts with teasers', async () => {
    await renderWithApp(
      <WithUser user={mockUser()}>
        <ProfileOverview {...profileOverview.defaults} />
      </WithUser>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Hello member!' })).toBeInTheDocument();
    expect(screen.getByText('member@example.com')).toBeInTheDocument();
    expect(screen.getByText('14.03.2025')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Payment' })).toHaveAttribute('href', '/payment');
    expect(screen.getByRole('link', { name: 'Go to Favourites' })).toHaveAttribute('href', '/favourites');
  });

  it('shows an expired subscription', async () => {
    await renderWithApp(
      <WithUser user={mockUser({ subscription: 'expired' })}>
        <ProfileOverview {...profileOverview.defaults} showTeasers={false} />
      </WithUser>,
    );
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Payment' })).not.toBeInTheDocument();
  });
});
