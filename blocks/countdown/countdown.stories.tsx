import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import Countdown from './countdown';
import { countdown } from './index';

/** Desktop only: the canvas must be at least 992 px wide to see it. */
const meta = {
  title: 'Blocks/Countdown',
  component: Countdown,
  args: countdown.defaults,
  parameters: { block: countdown, layout: 'fullscreen' },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: countdown.defaults };

export const ConfiguredHeading: Story = {
  args: { heading: { en_US: 'Next shoot in', de_DE: 'Nächster Dreh in', fr_FR: 'Prochain tournage dans', es_ES: 'Próximo rodaje en' } },
};

/** Nothing is shown until the next update is known. */
export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** No update scheduled: the block renders nothing. */
export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

/** The next update cannot be loaded: the block renders nothing rather than a broken timer. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
