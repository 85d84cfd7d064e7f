import type { Meta, StoryObj } from '@storybook/react-vite';
import Welcome from './welcome';
import { welcome } from './index';

const meta = {
  title: 'Blocks/Welcome',
  component: Welcome,
  args: welcome.defaults,
  parameters: { block: welcome, layout: 'fullscreen' },
} satisfies Meta<typeof Welcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: welcome.defaults };

export const ConfiguredTexts: Story = {
  args: {
    heading: { en_US: 'Hello and welcome', de_DE: 'Hallo und willkommen', fr_FR: 'Bonjour et bienvenue', es_ES: 'Hola y bienvenido' },
    text: {
      en_US: 'Hand-picked models, our own crew and new scenes every week.',
      de_DE: 'Handverlesene Models, unser eigenes Team und jede Woche neue Szenen.',
    },
  },
};

export const WithoutJoinButton: Story = { args: { showJoinButton: false } };
