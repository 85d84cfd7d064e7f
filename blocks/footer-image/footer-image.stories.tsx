import type { Meta, StoryObj } from '@storybook/react-vite';
import FooterImage from './footer-image';
import { footerImage } from './index';

const meta = {
  title: 'Blocks/Footer image',
  component: FooterImage,
  args: footerImage.defaults,
  parameters: { block: footerImage, layout: 'fullscreen' },
} satisfies Meta<typeof FooterImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: footerImage.defaults };

export const ConfiguredTitle: Story = {
  args: { title: { en_US: 'Be part of it', de_DE: 'Sei dabei', fr_FR: 'Rejoignez-nous', es_ES: 'Forma parte' } },
};
