import type { Meta, StoryObj } from '@storybook/react-vite';
import HeaderImage from './header-image';
import { headerImage } from './index';

const meta = {
  title: 'Blocks/Header image',
  component: HeaderImage,
  args: headerImage.defaults,
  parameters: { block: headerImage, layout: 'fullscreen' },
} satisfies Meta<typeof HeaderImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: headerImage.defaults };

export const WithTitle: Story = {
  args: { title: { en_US: 'Galleries', de_DE: 'Galerien', fr_FR: 'Galeries', es_ES: 'Galerías' } },
};

export const Ratio16by9: Story = { args: { ratio: '16:9', title: 'Models' } };

export const Ratio12by5: Story = { args: { ratio: '12:5', title: 'Updates' } };
