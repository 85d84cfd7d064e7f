import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmAge } from './age-gate-storage';
import { renderShell } from './shell-test-utils';

const banner = () => screen.queryByRole('region', { name: 'Cookie notice' });

describe('cookie banner', () => {
  beforeEach(() => confirmAge());
  afterEach(() => {
    document.cookie = 'cookie_consent=; max-age=0; path=/';
    vi.restoreAllMocks();
  });

  it('is shown until accepted; accepting stores the consent cookie for 365 days', async () => {
    const user = userEvent.setup();
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    await renderShell();
    const notice = banner()!;
    expect(notice).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');

    await user.click(within(notice).getByRole('button', { name: 'Accept' }));

    expect(setCookie).toHaveBeenCalledWith('cookie_consent=1; max-age=31536000; path=/; SameSite=Lax');
    expect(document.cookie).toContain('cookie_consent=1');
    expect(banner()).not.toBeInTheDocument();
  });

  it('stays hidden when the consent cookie already exists', async () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'cookie_consent=1; path=/';
    await renderShell();
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    document.cookie = 'other=; max-age=0; path=/';
  });
});
