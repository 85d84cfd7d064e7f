import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { formPaths, formsHandlers } from '../../mock-api/handlers/forms';
import { serverError } from '../../mock-api/scenarios';
import ContactForm from './contact-form';
import { contactForm } from './index';

const meta = {
  title: 'Blocks/Contact form',
  component: ContactForm,
  args: contactForm.defaults,
  parameters: { layout: 'fullscreen', block: contactForm, msw: { handlers: formsHandlers } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSend = async (canvasElement: HTMLElement, values = { Name: 'Dana Example', Email: 'dana@example.test', Subject: 'Billing', Message: 'Where can I find my invoice?' }) => {
  const canvas = within(canvasElement);
  for (const [label, value] of Object.entries(values)) if (value) await userEvent.type(await canvas.findByLabelText(label), value);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));
  return canvas;
};

export const Default: Story = { args: contactForm.defaults };

/** A configured heading and introduction, per locale. */
export const WithHeadingAndIntro: Story = {
  args: {
    heading: { en_US: 'Write to us', de_DE: 'Schreiben Sie uns' },
    intro: { en_US: 'We answer every message within one business day.', de_DE: 'Wir antworten innerhalb eines Werktages.' },
  },
};

/** Submitted with the subject left empty: nothing is sent. */
export const MissingField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement, { Name: 'Dana Example', Email: 'dana@example.test', Subject: '', Message: 'Hello' });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all fields');
  },
};

/** The request is on its way: the button is disabled and says 'Sending...'. */
export const Sending: Story = {
  parameters: { msw: { handlers: [http.post(formPaths.contactRequests, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

/** Accepted: the form is replaced by the confirmation. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your request was submitted successfully');
  },
};

/** The server fails: the message shows and the form keeps what was typed. */
export const Failed: Story = {
  parameters: { msw: { handlers: serverError } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong, please try again later');
  },
};
