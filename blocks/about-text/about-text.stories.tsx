import type { Meta, StoryObj } from '@storybook/react-vite';
import AboutText from './about-text';
import { aboutText } from './index';

const meta = {
  title: 'Blocks/About text',
  component: AboutText,
  args: aboutText.defaults,
  parameters: { block: aboutText, layout: 'fullscreen' },
} satisfies Meta<typeof AboutText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: aboutText.defaults };

export const WithoutSlogan: Story = { args: { slogan: undefined } };

export const LongSections: Story = {
  args: {
    sections: [
      ...aboutText.defaults.sections,
      {
        heading: 'How we work',
        text: 'Every set is planned with the models.\nWe shoot on location and in our own studio, and publish two to three updates every week.',
      },
    ],
  },
};
