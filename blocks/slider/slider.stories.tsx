import type { Meta, StoryObj } from '@storybook/react-vite';
import Slider from './slider';
import { slider } from './index';

const meta = {
  title: 'Blocks/Slider',
  component: Slider,
  args: slider.defaults,
  parameters: { block: slider, layout: 'fullscreen' },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: slider.defaults };

/** autoplayMs 0: the slides change only with the arrows, the dots or a swipe. */
export const WithoutAutoplay: Story = { args: { autoplayMs: 0 } };

export const WideRatio: Story = { args: { ratio: '16:9' } };

export const SingleSlide: Story = { args: { slides: slider.defaults.slides.slice(0, 1) } };

/** Operator texts per locale, including the button label; switch the locale in the toolbar. */
export const LocalizedTexts: Story = {
  args: {
    slides: slider.defaults.slides.map((slide, index) => ({
      ...slide,
      title: { en_US: `Slide ${index + 1}`, de_DE: `Folie ${index + 1}`, fr_FR: `Diapositive ${index + 1}`, es_ES: `Diapositiva ${index + 1}` },
      buttonLabel: { en_US: 'Become a member', de_DE: 'Mitglied werden', fr_FR: 'Devenir membre', es_ES: 'Hazte miembro' },
    })),
  },
};
