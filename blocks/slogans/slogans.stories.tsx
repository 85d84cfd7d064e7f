import type { Meta, StoryObj } from '@storybook/react-vite';
import Slogans from './slogans';
import { slogans } from './index';

const meta = {
  title: 'Blocks/Slogans',
  component: Slogans,
  args: slogans.defaults,
  parameters: { block: slogans, layout: 'fullscreen' },
} satisfies Meta<typeof Slogans>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: slogans.defaults };

export const SixItems: Story = {
  args: {
    items: [
      ...slogans.defaults.items,
      { title: 'Up to 4K', text: 'Videos up to 3840 x 2160 px.' },
      { title: 'Full resolution', text: 'Pictures up to 5000 px.' },
      { title: 'Every week', text: 'New updates two to three times a week.' },
    ],
  },
};

export const Empty: Story = { args: { items: [] } };
