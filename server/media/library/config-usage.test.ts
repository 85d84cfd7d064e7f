import { describe, expect, it } from 'vitest';
import { configUses } from './config-usage';

const set = (id: number, variant: string) => Object.fromEntries([620, 960, 1920, 3840].map((w) => [String(w), `/media/public/img/a${id}-${variant}-${w}.jpg`]));

describe('library pictures in a site configuration', () => {
  const config = {
    ui: { logo: 'https://cdn.example.com/media/public/img/a7-plain-620.jpg' },
    layouts: {
      homesite: {
        blocks: [
          { type: 'welcome', id: 'welcome', props: { title: 'Hello' } },
          { type: 'slider', id: 'home-slider', props: { slides: [{ image: set(3, 'plain') }, { image: set(12, 'plain'), imageSoft: set(12, 'soft') }] } },
        ],
      },
    },
  };

  it('names each place once per picture: the block and the path in its props, widths folded into one', () => {
    expect(configUses(config, new Set([12, 7, 99]))).toEqual([
      { assetId: 7, pointer: '/ui/logo', label: 'ui › logo' },
      { assetId: 12, pointer: '/layouts/homesite/blocks/1/props/slides/1/image/620', label: 'slider #home-slider: slides › 2 › image' },
      { assetId: 12, pointer: '/layouts/homesite/blocks/1/props/slides/1/imageSoft/620', label: 'slider #home-slider: slides › 2 › imageSoft' },
    ]);
  });

  it('finds nothing for pictures the configuration does not show, nor in placeholder picture names', () => {
    expect(configUses(config, new Set([4]))).toEqual([]);
    expect(configUses({ src: '/media/public/img/12-plain-620.jpg' }, new Set([12]))).toEqual([]);
  });
});
