import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { loginServerError, sessionHandlers } from '../../mock-api/handlers/session';
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
  parameters: { layout: 'fullscreen', block: loginForm, app: { route: '/login' }, msw: { handlers: sessionHandlers } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: loginForm.defaults };

/** After a 401 while logged in: `/login/autologout`. */
export const AutoLogout: Story = { parameters: { app: { route: '/login/autologout' } } };

/** The server fails: 'Something went wrong, please try again later'. */
export const ServerError: Story = { parameters: { msw: { handlers: loginServerError } } };

export const WithIntro: Story = {
  args: { ...loginForm.defaults, heading: { en_US: 'Member login' }, intro: { en_US: 'Welcome back! Log in to watch the full videos.' } },
};
