import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import CounterBar from './counter-bar';
import { counterBar } from './index';

const meta = {
  title: 'Blocks/Counter bar',
  component: CounterBar,
  args: counterBar.defaults,
  parameters: { block: counterBar, layout: 'fullscreen' },
} satisfies Meta<typeof CounterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: counterBar.defaults };

/** On the signup page: 5-7 updates per week. */
export const Signup: Story = { args: { variant: 'signup' } };

export const WithoutCounts: Story = { args: { showCounts: false } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** Every count is zero. */
export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

/** The counts fail: the selling points stay, the numbers go. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
