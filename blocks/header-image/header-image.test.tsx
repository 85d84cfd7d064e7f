import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import HeaderImage from './header-image';
import { headerImage } from './index';

describe('HeaderImage', () => {
  it('shows the picture at the four widths, loaded first since it is above the fold', async () => {
    await renderWithApp(<HeaderImage {...headerImage.defaults} alt="Our studio" />, { route: '/' });

    const image = screen.getByRole('img', { name: 'Our studio' });
    const { image: urls } = headerImage.defaults;
    expect(image.getAttribute('srcset')?.split(', ')).toEqual([
      `${urls['620']} 620w`,
      `${urls['960']} 960w`,
      `${urls['1920']} 1920w`,
      `${urls['3840']} 3840w`,
    ]);
    expect(image).toHaveAttribute('loading', 'eager');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('puts the configured title over the picture as the page heading', async () => {
    await renderWithApp(<HeaderImage {...headerImage.defaults} title={{ en_US: 'Galleries', de_DE: 'Galerien' }} />, {
      route: '/photos',
      locale: 'de_DE',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Galerien' })).toBeInTheDocument();
  });
});
