import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import Slogans from './slogans';
import { slogans } from './index';

describe('Slogans', () => {
  it('shows each slogan with its text', async () => {
    await renderWithApp(<Slogans {...slogans.defaults} />, { route: '/' });

    const band = screen.getByRole('region', { name: 'Why join' });
    expect(band).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Girls only' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exclusive content mega site' })).toBeInTheDocument();
    expect(screen.getByText('Videos, photo galleries and DVDs you find nowhere else.')).toBeInTheDocument();
  });

  it('picks the text of the active locale', async () => {
    await renderWithApp(<Slogans items={[{ title: { en_US: 'Only girls', fr_FR: 'Que des filles' }, text: 'Handpicked' }]} />, {
      route: '/',
      locale: 'fr_FR',
    });

    expect(screen.getByRole('heading', { name: 'Que des filles' })).toBeInTheDocument();
  });

  it('shows its default slogans in the visitor’s language', async () => {
    await renderWithApp(<Slogans {...slogans.defaults} />, { route: '/', locale: 'es_ES' });

    expect(screen.getByRole('heading', { name: 'El megasitio de contenido exclusivo' })).toBeInTheDocument();
    expect(screen.getByText('Vídeos, galerías de fotos y DVD que no encontrarás en ningún otro sitio.')).toBeInTheDocument();
    expect(screen.queryByText('Girls only')).not.toBeInTheDocument();
  });

  it('renders nothing without items', async () => {
    await renderWithApp(<Slogans items={[]} />, { route: '/' });

    expect(screen.queryByRole('region', { name: 'Why join' })).not.toBeInTheDocument();
  });
});
