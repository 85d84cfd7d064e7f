import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { models } from '../../mock-api/fixtures/models';
import { configWith, renderWithApp } from '../../tests/setup/render-with-app';
import { ModelCard } from './model-card';

const model = { ...models[0]!, rating: 4.25, content_updates: 7 };

describe('ModelCard', () => {
  it('links to the model with name, rating and update count', async () => {
    const view = await renderWithApp(<ModelCard model={model} sizes="50vw" />);
    const link = screen.getByRole('link', { name: /Anya Marlow/ });
    expect(link).toHaveAttribute('href', '/models/anya-marlow');
    expect(screen.getByRole('heading', { name: 'Anya Marlow' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rating: 4.3 of 5' })).toBeInTheDocument();
    expect(link).toHaveTextContent('7 updates');
    expect(view.container.querySelector('img')).toHaveAttribute('src', model.imageUpright['960']);
  });

  it('uses the localized name and number format', async () => {
    await renderWithApp(<ModelCard model={{ ...model, names: { fullName_de_DE: 'Anja Marlow' } }} sizes="50vw" />, {
      locale: 'de_DE',
    });
    expect(screen.getByRole('heading', { name: 'Anja Marlow' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /4,3/ })).toBeInTheDocument();
  });

  it('shows guests the soft image in youth-protection mode', async () => {
    const config = configWith((c) => {
      c.core.fsk12.enableGlobalFsk12Mode = true;
    });
    const view = await renderWithApp(<ModelCard model={model} sizes="50vw" />, { config });
    expect(view.container.querySelector('img')).toHaveAttribute('src', model.imageSoft['960']);
  });
});
