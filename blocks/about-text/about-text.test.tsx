import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import AboutText from './about-text';
import { aboutText } from './index';

describe('AboutText', () => {
  it('shows the slogan, each text section and the upright picture', async () => {
    const { container } = await renderWithApp(<AboutText {...aboutText.defaults} />, { route: '/about' });

    expect(screen.getByRole('heading', { level: 2, name: 'Experience Emotions in perfection' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Who we are', 'What you get']);
    expect(screen.getByText(/A small studio producing exclusive photo and video sets/)).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining(`${aboutText.defaults.image['620']} 620w`));
  });

  it('shows its default texts in the visitor’s language', async () => {
    await renderWithApp(<AboutText {...aboutText.defaults} />, { route: '/about', locale: 'fr_FR' });

    expect(screen.getByRole('heading', { level: 2, name: 'Vivez Emotions à la perfection' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Qui sommes-nous', 'Ce que vous obtenez']);
  });

  it('picks the texts of the active locale and leaves out a missing slogan', async () => {
    await renderWithApp(
      <AboutText
        {...aboutText.defaults}
        slogan={undefined}
        sections={[{ heading: { en_US: 'Who we are', es_ES: 'Quiénes somos' }, text: { en_US: 'Text', es_ES: 'Texto' } }]}
      />,
      { route: '/about', locale: 'es_ES' },
    );

    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Quiénes somos' })).toBeInTheDocument();
    expect(screen.getByText('Texto')).toBeInTheDocument();
  });
});
