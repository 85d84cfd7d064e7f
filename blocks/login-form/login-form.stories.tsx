import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { loginServerError, sessionHandlers } from '../../mock-api/handlers/session';
import { MOCK_RESET_TOKEN, passwordResetHandlers, passwordResetServerError } from '../../mock-api/handlers/password-reset';
import { twoFactorLoginHandlers } from '../../mock-api/handlers/two-factor';
import LoginForm from './login-form';
import { loginForm } from './index';

/** Try `member` / `password123`; any other password shows the wrong-credentials message. */
const meta = {
  title: 'Blocks/Login form',
  component: LoginForm,
  args: loginForm.defaults,
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/login/:action?" element={<Story />} />
        <Route path="*" element={<p>Logged in and redirected.</p>} />
      </Routes>
    ),
  ],
  parameters: { layout: 'fullscreen', block: loginForm, app: { route: '/login' }, msw: { handlers: [...sessionHandlers, ...passwordResetHandlers] } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: loginForm.defaults };

/** The same in the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** After a 401 while logged in: `/login/autologout`. */
export const AutoLogout: Story = { parameters: { app: { route: '/login/autologout' } } };

/** Two-factor sign-in: `member` / `password123` leads to the code step; the code is 123456, or a recovery code such as k7m2p-x9q4d. */
export const TwoFactor: Story = { parameters: { msw: { handlers: [...twoFactorLoginHandlers(), ...sessionHandlers] } } };

export const TwoFactorDark: Story = { parameters: { msw: { handlers: [...twoFactorLoginHandlers(), ...sessionHandlers] } }, globals: { theme: 'dark' } };

/** The server fails: 'Something went wrong, please try again later'. */
export const ServerError: Story = { parameters: { msw: { handlers: loginServerError } } };

export const WithIntro: Story = {
  args: { ...loginForm.defaults, heading: { en_US: 'Member login' }, intro: { en_US: 'Welcome back! Log in to watch the full videos.' } },
};

/** "Forgot password?": any valid name shows the neutral confirmation (the answer never says whether the account exists). */
export const ForgotPassword: Story = { parameters: { app: { route: '/login/forgot' } } };

export const ForgotPasswordDark: Story = { parameters: { app: { route: '/login/forgot' } }, globals: { theme: 'dark' } };

/** The server fails: 'Something went wrong, please try again later'. */
export const ForgotPasswordServerError: Story = { parameters: { app: { route: '/login/forgot' }, msw: { handlers: passwordResetServerError } } };

/** The mailed link: any password of 8 or more characters, typed twice, is saved. */
export const NewPassword: Story = { parameters: { app: { route: `/login/reset?token=${MOCK_RESET_TOKEN}` } } };

export const NewPasswordDark: Story = { parameters: { app: { route: `/login/reset?token=${MOCK_RESET_TOKEN}` } }, globals: { theme: 'dark' } };

/** A spent or expired link (any other token): the form says so after saving and offers a new link. */
export const NewPasswordSpentLink: Story = { parameters: { app: { route: '/login/reset?token=spent-token-0123456789' } } };

/** No token at all: the invalid-link message at once. */
export const NewPasswordWithoutToken: Story = { parameters: { app: { route: '/login/reset' } }, globals: { theme: 'dark' } };
