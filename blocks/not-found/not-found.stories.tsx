import type { Meta, StoryObj } from '@storybook/react-vite';
import NotFound from './not-found';
import { notFound } from './index';

const meta = {
  title: 'Blocks/Not found',
  component: NotFound,
  args: notFound.defaults,
  parameters: { block: notFound, layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: notFound.defaults };
