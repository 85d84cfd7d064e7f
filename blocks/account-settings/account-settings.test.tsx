import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { MOCK_LOGIN, mockUser } from '../../mock-api/handlers/session';
import { accountHandlersWith, MOCK_EMAIL_TOKEN } from '../../mock-api/handlers/account';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import AccountSettings from './account-settings';
import { accountSettings } from './index';
import { LocaleSwitchContext } from '../../src/i18n/locale-switch';

const renderSettings = (route = '/account') =>
  renderWithApp(
    <WithUser user={mockUser()}>
      <Routes>
        <Route path="/account/:action?" element={<AccountSettings {...accountSettings.defaults} />} />
      </Routes>
    </WithUser>,
    { route },
  );

const section = (name: string) => screen.getByRole('region', { name });

describe('AccountSettings', () => {
  beforeEach(() => {
    server.use(...accountHandlersWith());
  });

  it('lists the signed-in devices, marks this one, and signs another out', async () => {
    await renderSettings();
    const devices = section('Signed-in devices');
    expect(await within(devices).findByText('Safari · iOS')).toBeInTheDocument();
    expect(within(devices).getByText('This device')).toBeInTheDocument();
    expect(within(devices).queryByRole('button', { name: 'Sign out Firefox · Linux' })).not.toBeInTheDocument();
    await userEvent.click(within(devices).getByRole('button', { name: 'Sign out Safari · iOS' }));
    await expect.poll(() => within(devices).queryByText('Safari · iOS')).toBeNull();
    expect(within(devices).queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it('changes the password only with the right current one, and states the limits', async () => {
    await renderSettings();
    const password = section('Password');
    expect(within(password).getByText(/8 to 200 characters/)).toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(within(password).getByLabelText('Current password'), 'not it');
    await u.type(within(password).getByLabelText('New password'), 'seven blue herons 41');
    await u.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Your current password is not correct')).toBeInTheDocument();
    await u.clear(within(password).getByLabelText('Current password'));
    await u.type(within(password).getByLabelText('Current password'), MOCK_LOGIN.password);
    await u.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Your password has been changed. Every other device has been signed out.')).toBeInTheDocument();
  });

  it('asks for a new email and says a link went to it; the link confirms it', async () => {
    await renderSettings();
    const email = section('Email address');
    expect(within(email).getByText(MOCK_LOGIN.email)).toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(within(email).getByLabelText('New email address'), 'new@example.com');
    await u.type(within(email).getByLabelText('Current password'), MOCK_LOGIN.password);
    await u.click(within(email).getByRole('button', { name: 'Change email' }));
    expect(await within(email).findByText(/We have sent a confirmation link to new@example.com/)).toBeInTheDocument();
  });

  it('confirms the email change from the mailed link', async () => {
    await renderSettings(`/account/confirm-email?token=${MOCK_EMAIL_TOKEN}`);
    expect(await screen.findByText('Your email address is now new@example.com.')).toBeInTheDocument();
  });

  it('offers the site\'s languages by their own names and switches the interface (and so the mail) language', async () => {
    const switchLocale = vi.fn();
    await renderWithApp(
      <LocaleSwitchContext.Provider value={switchLocale}>
        <WithUser user={mockUser()}>
          <AccountSettings {...accountSettings.defaults} />
        </WithUser>
      </LocaleSwitchContext.Provider>,
      { route: '/account' },
    );
    const language = section('Language');
    const select = within(language).getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en_US');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['English', 'Deutsch', 'Français', 'Español']));
    await userEvent.selectOptions(select, 'de_DE');
    expect(switchLocale).toHaveBeenCalledWith('de_DE');
  });

  it('says when the mailed link is spent or expired', async () => {
    await renderSettings('/account/confirm-email?token=spent-token-0123456789');
    expect(await screen.findByText('This confirmation link is invalid or has expired. Please change your email again.')).toBeInTheDocument();
  });
});
