import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { userAtom } from '../../src/state/session';
import FooterImage from './footer-image';
import { footerImage } from './index';
import { ROLE } from '../../shared/roles';

describe('FooterImage', () => {
  it('invites visitors to join over the closing picture', async () => {
    const { container } = await renderWithApp(<FooterImage {...footerImage.defaults} />, { route: '/' });

    expect(screen.getByRole('heading', { name: 'Get instant access to Emotions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/signup');
    expect(container.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining(`${footerImage.defaults.image['3840']} 3840w`));
  });

  it('uses the configured title and link', async () => {
    await renderWithApp(<FooterImage {...footerImage.defaults} title={{ en_US: 'Be part of it' }} buttonLink="/signup2" />, { route: '/' });

    expect(screen.getByRole('heading', { name: 'Be part of it' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/signup2');
  });

  it('shows members only the picture', async () => {
    const { store, container } = await renderWithApp(<FooterImage {...footerImage.defaults} />, { route: '/' });
    act(() => store.set(userAtom, { id: 1, username: 'member', email: 'm@example.com', role_id: ROLE.member, created_at: '2026-01-01T00:00:00Z' }));

    expect(screen.queryByRole('link', { name: 'Join now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeInTheDocument();
  });
});
