import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, slowResponses } from '../../mock-api/scenarios';
import Countdown from './countdown';
import { countdown } from './index';

/** Desktop only: the canvas must be at least 992 px wide to see it. */
const meta = {
  title: 'Blocks/Countdown',
  component: Countdown,
  args: countdown.defaults,
  parameters: { layout: 'fullscreen' },
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
export const NothingScheduled: Story = { parameters: { msw: { handlers: emptyLists } } };
