import type { Meta, StoryObj } from '@storybook/react-vite';
import { mockUser } from '../../mock-api/handlers/session';
import { delay, http, HttpResponse } from 'msw';
import { accountHandlersWith, accountPaths, mockSessions } from '../../mock-api/handlers/account';
import { twoFactorHandlersWith } from '../../mock-api/handlers/two-factor';
import { WithUser } from '../../src/storybook/with-user';
import AccountSettings from './account-settings';
import { accountSettings } from './index';

const meta = {
  title: 'Blocks/Account settings',
  component: AccountSettings,
  args: accountSettings.defaults,
  decorators: [(Story) => <WithUser user={mockUser()}><div style={{ padding: 16 }}><Story /></div></WithUser>],
  parameters: { block: accountSettings, msw: { handlers: [...accountHandlersWith(), ...twoFactorHandlersWith()] } },
} satisfies Meta<typeof AccountSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: accountSettings.defaults };

export const Dark: Story = { args: accountSettings.defaults, globals: { theme: 'dark' } };

/** The devices list while it loads (the forms show at once). */
export const Loading: Story = { parameters: { msw: { handlers: [http.get(accountPaths.sessions, () => delay('infinite'))] } } };

/** Only this device is signed in: no "sign out everywhere else". */
export const Empty: Story = { parameters: { msw: { handlers: accountHandlersWith(mockSessions().filter((s) => s.current)) } } };

/** The devices could not be loaded. */
export const Failed: Story = { parameters: { msw: { handlers: [http.get(accountPaths.sessions, () => HttpResponse.json({ error: { code: 'internal', message: 'Internal error' } }, { status: 500 }))] } } };

/** Two-factor sign-in on: "New recovery codes" and "Turn off" (password `password123`, code 123456). Off in the other stories: "Turn on" shows the QR code, 123456 confirms. */
export const TwoFactorOn: Story = { parameters: { msw: { handlers: [...accountHandlersWith(), ...twoFactorHandlersWith({ enabled: true })] } } };

export const TwoFactorOnDark: Story = { parameters: { msw: { handlers: [...accountHandlersWith(), ...twoFactorHandlersWith({ enabled: true })] } }, globals: { theme: 'dark' } };
