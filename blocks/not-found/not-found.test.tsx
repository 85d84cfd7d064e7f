import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../tests/setup/render-with-app';
import NotFound from './not-found';
import { notFound } from './index';

describe('NotFound', () => {
  it('says the page does not exist', async () => {
    await renderWithApp(<NotFound {...notFound.defaults} />, { route: '/no-such-page' });

    expect(screen.getByRole('heading', { level: 1, name: '404 - Page not found' })).toBeInTheDocument();
    expect(screen.getByText('THIS PAGE DOES NOT EXIST...')).toBeInTheDocument();
  });

  it('leads back to the home page', async () => {
    const user = userEvent.setup();
    await renderWithApp(
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="*" element={<NotFound {...notFound.defaults} />} />
      </Routes>,
      { route: '/no-such-page' },
    );

    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
