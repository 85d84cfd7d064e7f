import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import UpdateCalendar from './update-calendar';
import { updateCalendar } from './index';

const meta = {
  title: 'Blocks/Update calendar',
  component: UpdateCalendar,
  args: updateCalendar.defaults,
  parameters: { block: updateCalendar, layout: 'fullscreen' },
} satisfies Meta<typeof UpdateCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: updateCalendar.defaults };

export const WithHeading: Story = { args: { heading: { en_US: 'Browse by month', de_DE: 'Nach Monat stöbern' } } };

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** No calendar entries: the block leaves no trace. */
export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

/** The request fails: a short message with a retry. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
