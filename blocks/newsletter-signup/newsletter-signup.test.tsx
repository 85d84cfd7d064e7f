import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mock-api/node';
import { http } from 'msw';
import { MOCK_CONFIRM_TOKEN, newsletterHandlersFor, newsletterPaths } from '../../mock-api/handlers/newsletter';
import { apiError } from '../../mock-api/handlers/respond';
import { mockUser } from '../../mock-api/handlers/session';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import NewsletterSignup from './newsletter-signup';
import { newsletterSignup } from './index';

const renderAt = async (status: 'none' | 'pending' | 'confirmed', route = '/newsletter', locale = 'en_US') => {
  server.use(...newsletterHandlersFor(status));
  return renderWithApp(
    <WithUser user={mockUser()}>
      <NewsletterSignup {...newsletterSignup.defaults} />
    </WithUser>,
    { route, locale },
  );
};

describe('newsletter signup block', () => {
  it('asks for the newsletter by mail and says a confirmation link is on its way, then lets the member withdraw', async () => {
    await renderAt('none');
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Send me the newsletter' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent you an email. Open the link in it to confirm.');
    expect(screen.getByText(/Until you open it, we send you no newsletter/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my request' }));
    expect(await screen.findByText(/You do not receive our newsletter at the moment\./)).toBeInTheDocument();
  });

  it('confirms with the mailed link once and shows the subscription, with Unsubscribe', async () => {
    await renderAt('pending', `/newsletter?confirm=${MOCK_CONFIRM_TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: your newsletter subscription is confirmed.');
    expect(await screen.findByText(/You receive our newsletter\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/You do not receive our newsletter at the moment\./)).toBeInTheDocument();
  });

  it('says so when the state cannot be loaded', async () => {
    server.use(http.get(newsletterPaths.state, () => apiError(500, 'server_error', 'Internal error')));
    await renderWithApp(
      <WithUser user={mockUser()}>
        <NewsletterSignup {...newsletterSignup.defaults} />
      </WithUser>,
      { route: '/newsletter' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your newsletter choice could not be loaded.');
  });

  it('says so when the mailed link is invalid or expired', async () => {
    await renderAt('pending', '/newsletter?confirm=expired-token-0123456789');
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
  });
});
