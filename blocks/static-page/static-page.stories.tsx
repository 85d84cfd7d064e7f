import type { Meta, StoryObj } from '@storybook/react-vite';
import StaticPage from './static-page';
import { staticPage } from './index';

const meta = {
  title: 'Blocks/Static page',
  component: StaticPage,
  args: staticPage.defaults,
  parameters: { layout: 'fullscreen', block: staticPage },
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The privacy policy (GDPR, last updated 25 May 2018). */
export const Default: Story = { args: staticPage.defaults };

export const Policy2257: Story = { args: { ...staticPage.defaults, page: 'policy2257' } };

/** Support help without its own title, as it sits under a headline block. */
export const Support: Story = { args: { page: 'support', showTitle: false, headingLevel: 1 } };

export const Impress: Story = { args: { ...staticPage.defaults, page: 'impress' } };

export const Partner: Story = { args: { ...staticPage.defaults, page: 'partner' } };

export const ProductPlacement: Story = { args: { ...staticPage.defaults, page: 'productplacement' } };
