import type { Meta, StoryObj } from '@storybook/react-vite';
import SignupDenial from './signup-denial';
import { signupDenial } from './index';

const meta = {
  title: 'Blocks/Signup denial',
  component: SignupDenial,
  args: signupDenial.defaults,
  parameters: { layout: 'fullscreen', block: signupDenial },
} satisfies Meta<typeof SignupDenial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: signupDenial.defaults };

export const WithSupportEmail: Story = { args: { supportEmail: 'support@example.test' } };
