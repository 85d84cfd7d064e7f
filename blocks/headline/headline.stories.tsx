import type { Meta, StoryObj } from '@storybook/react-vite';
import Headline from './headline';
import { headline } from './index';

const meta = {
  title: 'Blocks/Headline',
  component: Headline,
  args: headline.defaults,
  parameters: { block: headline },
} satisfies Meta<typeof Headline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: headline.defaults };

export const WithSubtitle: Story = {
  args: { text: { en_US: 'Support', de_DE: 'Hilfe' }, subtitle: { en_US: 'Answers to common questions', de_DE: 'Antworten auf häufige Fragen' } },
};

export const SecondLevelCentered: Story = { args: { text: 'Custom content', level: 2, align: 'center' } };
