import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import Headline from './headline';
import { headline } from './index';

describe('Headline', () => {
  it('is the page heading by default', async () => {
    await renderWithApp(<Headline {...headline.defaults} />, { route: '/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Headline' })).toBeInTheDocument();
  });

  it('can be a second-level heading with a subtitle, in the visitor’s language', async () => {
    await renderWithApp(
      <Headline text={{ en_US: 'Support', fr_FR: 'Assistance' }} subtitle={{ en_US: 'We help', fr_FR: 'Nous aidons' }} level={2} align="center" />,
      { route: '/support', locale: 'fr_FR' },
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Assistance' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText('Nous aidons')).toBeInTheDocument();
  });
});
