import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlocksCatalogue } from './blocks-catalogue';
import { registeredBlocks } from './find-block';

const meta = {
  title: 'Catalogue/Blocks',
  component: BlocksCatalogue,
  args: { blocks: registeredBlocks(), withProps: true },
  argTypes: { blocks: { control: false } },
  parameters: { propsTable: false },
} satisfies Meta<typeof BlocksCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every registered block with its props, generated from the schema the validator uses. */
export const AllBlocks: Story = {};

/** Only the overview table: title, type and description. */
export const Overview: Story = { args: { withProps: false } };
