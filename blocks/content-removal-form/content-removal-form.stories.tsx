import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { formPaths, formsHandlers } from '../../mock-api/handlers/forms';
import { serverError } from '../../mock-api/scenarios';
import ContentRemovalForm from './content-removal-form';
import { contentRemovalForm } from './index';

const meta = {
  title: 'Blocks/Content removal form',
  component: ContentRemovalForm,
  args: contentRemovalForm.defaults,
  parameters: { layout: 'fullscreen', block: contentRemovalForm, msw: { handlers: formsHandlers } },
} satisfies Meta<typeof ContentRemovalForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSend = async (canvasElement: HTMLElement, withCategory = true) => {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Official name'), 'Robin Sample');
  await userEvent.type(canvas.getByLabelText('Email'), 'robin@example.test');
  await userEvent.type(canvas.getByLabelText('URL of the item'), 'https://emotions.example/photos/evening-light');
  if (withCategory) await userEvent.click(canvas.getByRole('radio', { name: /Personal information/ }));
  await userEvent.type(canvas.getByLabelText('Reason'), 'The second picture shows my home address.');
  await userEvent.click(canvas.getByRole('button', { name: 'Send Request' }));
  return canvas;
};

export const Default: Story = { args: contentRemovalForm.defaults };

/** No category chosen: 'Please fill in all fields', nothing is sent. */
export const MissingField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement, false);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fill in all fields');
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [http.post(formPaths.contentRemovalRequests, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('we will investigate the content');
  },
};

export const Failed: Story = {
  parameters: { msw: { handlers: serverError } },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSend(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong, please try again later');
  },
};
