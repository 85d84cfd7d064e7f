import type { Meta, StoryObj } from '@storybook/react-vite';
import RichText from './rich-text';
import { richText } from './index';

const meta = {
  title: 'Blocks/Rich text',
  component: RichText,
  args: richText.defaults,
  parameters: { block: richText },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: richText.defaults };

export const Formatting: Story = {
  args: {
    html: `<h2>Privacy policy</h2>
<p>Last updated <strong>25 May 2018</strong>. We process your data under the <em>GDPR</em>.</p>
<h3>Your rights</h3>
<ul><li>Access to your data</li><li>Deletion on request</li><li>Opt-out within 48 hours</li></ul>
<blockquote>You must be 18 or older to use this site.</blockquote>
<p>Questions? Use the <a href="/contact">contact form</a>.</p>`,
  },
};

export const FullWidth: Story = { args: { ...Formatting.args, narrow: false } };

/** Scripts, event handlers and javascript: links are removed before rendering. */
export const UnsafeMarkup: Story = {
  args: {
    html: '<p>Visible text.</p><script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">Harmless link</a>',
  },
};
