import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { signupDenial } from './index';
import SignupDenial from './signup-denial';

describe('signup denial block', () => {
  it('says the registration was denied and points to the payment provider or support', async () => {
    await renderWithApp(<SignupDenial {...signupDenial.defaults} supportEmail="help@example.test" />, { route: '/signupDenial' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your registration was denied' })).toBeInTheDocument();
    expect(screen.getByText(/Please contact your payment provider/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'help@example.test' })).toHaveAttribute('href', 'mailto:help@example.test');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/signup');
  });

  it('shows a configured message instead', async () => {
    await renderWithApp(<SignupDenial {...signupDenial.defaults} message={{ en_US: 'Call your bank.' }} />, { route: '/signupDenial' });
    expect(screen.getByText('Call your bank.')).toBeInTheDocument();
  });
});
