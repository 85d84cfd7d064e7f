import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { ResponsiveImage } from './responsive-image';
import type { ImageSet } from '../../schemas/api/common';

const set = (prefix: string) => ({ '620': `${prefix}-620.jpg`, '960': `${prefix}-960.jpg`, '1920': `${prefix}-1920.jpg`, '3840': `${prefix}-3840.jpg` }) as ImageSet;

describe('ResponsiveImage on a content server', () => {
  it("loads the configuration's own pictures from contentServerUrl when it is a CDN", async () => {
    const config = configWith((c) => {
      c.core.deployment.contentServerUrl = 'https://cdn.example.test/media/';
    });
    await renderWithApp(
      <>
        <ResponsiveImage image={set('/media/public/img/4-plain')} alt="Slide" ratio="12:5" sizes="100vw" />
        <ResponsiveImage image={set('https://other.example/x')} alt="Elsewhere" ratio="16:9" sizes="100vw" />
      </>,
      { config },
    );
    const slide = screen.getByRole('img', { name: 'Slide' });
    expect(slide).toHaveAttribute('src', 'https://cdn.example.test/media/public/img/4-plain-960.jpg');
    expect(slide.getAttribute('srcset')).toContain('https://cdn.example.test/media/public/img/4-plain-3840.jpg 3840w');
    // Addresses that are not the site's public media stay as they are.
    expect(screen.getByRole('img', { name: 'Elsewhere' })).toHaveAttribute('src', 'https://other.example/x-960.jpg');
  });

  it('keeps site addresses with the shipped /media/', async () => {
    await renderWithApp(<ResponsiveImage image={set('/media/public/img/4-plain')} alt="Slide" ratio="12:5" sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Slide' })).toHaveAttribute('src', '/media/public/img/4-plain-960.jpg');
  });
});
