// The account settings' two-factor section over the msw handlers: turn on (QR code, secret as text,
// a wrong then the right code), recovery codes shown once with a download, then on; turn off and new
// recovery codes only with the password and a code.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { MOCK_LOGIN, mockUser } from '../../mock-api/handlers/session';
import { accountHandlersWith } from '../../mock-api/handlers/account';
import { MOCK_RECOVERY_CODES, MOCK_SECRET, MOCK_TOTP_CODE, twoFactorHandlersWith } from '../../mock-api/handlers/two-factor';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { WithUser } from '../../tests/setup/with-user';
import AccountSettings from './account-settings';
import { accountSettings } from './index';

const renderSettings = () =>
  renderWithApp(
    <WithUser user={mockUser()}>
      <Routes>
        <Route path="/account/:action?" element={<AccountSettings {...accountSettings.defaults} />} />
      </Routes>
    </WithUser>,
    { route: '/account' },
  );

const section = () => screen.getByRole('region', { name: 'Two-factor sign-in' });

describe('AccountSettings two-factor sign-in', () => {
  beforeEach(() => {
    server.use(...accountHandlersWith());
  });

  it('turns on with the QR code, the secret as text and a code, then shows the recovery codes once with a download', async () => {
    server.use(...twoFactorHandlersWith({ enabled: false }));
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:recovery');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    await renderSettings();
    const twoFactor = section();
    expect(await within(twoFactor).findByText(/Two-factor sign-in is off/)).toBeInTheDocument();
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Turn on' }));

    expect(await within(twoFactor).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\//));
    expect(within(twoFactor).getByText(MOCK_SECRET)).toBeInTheDocument();
    const code = within(twoFactor).getByLabelText(/6-digit code from the app/);
    await userEvent.type(code, '12345{Enter}');
    expect(await within(twoFactor).findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '654321{Enter}');
    expect(await within(twoFactor).findByText('This code is not correct. Enter the current code from your authenticator app.')).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, `${MOCK_TOTP_CODE}{Enter}`);

    expect(await within(twoFactor).findByText(/shown only this once/)).toBeInTheDocument();
    const list = within(twoFactor).getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(MOCK_RECOVERY_CODES);
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Download' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const file = await createObjectURL.mock.calls[0]![0].text();
    for (const recovery of MOCK_RECOVERY_CODES) expect(file).toContain(recovery);
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'I have saved them' }));
    expect(await within(twoFactor).findByText(/Two-factor sign-in is on/)).toBeInTheDocument();
    expect(within(twoFactor).getByText(/10 recovery codes left\./)).toBeInTheDocument();
    expect(within(twoFactor).queryByText(MOCK_RECOVERY_CODES[0]!)).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('turns off only with the password and a code', async () => {
    server.use(...twoFactorHandlersWith({ enabled: true }));
    await renderSettings();
    const twoFactor = section();
    await userEvent.click(await within(twoFactor).findByRole('button', { name: 'Turn off' }));
    const password = within(twoFactor).getByLabelText(/Current password/);
    const code = within(twoFactor).getByLabelText(/Code from the app or recovery code/);
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(within(twoFactor).getByText('Enter your current password')).toBeInTheDocument();
    await userEvent.type(password, 'not my password');
    await userEvent.type(code, MOCK_TOTP_CODE);
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(twoFactor).findByText('Your current password is not correct')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, MOCK_LOGIN.password);
    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(within(twoFactor).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(twoFactor).findByText(/This code is not correct/)).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, `${MOCK_TOTP_CODE}{Enter}`);
    expect(await within(twoFactor).findByText(/Two-factor sign-in is off/)).toBeInTheDocument();
  });

  it('makes new recovery codes with the password and a recovery code', async () => {
    server.use(...twoFactorHandlersWith({ enabled: true }));
    await renderSettings();
    const twoFactor = section();
    await userEvent.click(await within(twoFactor).findByRole('button', { name: 'New recovery codes' }));
    await userEvent.type(within(twoFactor).getByLabelText(/Current password/), MOCK_LOGIN.password);
    await userEvent.type(within(twoFactor).getByLabelText(/Code from the app or recovery code/), `${MOCK_RECOVERY_CODES[2]}{Enter}`);
    expect(await within(twoFactor).findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(within(twoFactor).getByRole('button', { name: 'I have saved them' })).toBeInTheDocument();
  });
});
