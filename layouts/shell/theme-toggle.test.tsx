import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configWith } from '../../tests/setup/render-with-app';
import { themeChoiceAtom } from '../../src/state/preferences';
import { confirmAge } from './age-gate-storage';
import { renderShell } from './shell-test-utils';

describe('theme toggle', () => {
  beforeEach(() => confirmAge());

  it('is absent by default (showThemeToggler is off)', async () => {
    await renderShell();
    expect(screen.getByRole('button', { name: 'Support' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /theme$/ })).not.toBeInTheDocument();
  });

  it('switches between the configured themes and remembers the choice', async () => {
    const user = userEvent.setup();
    const { store } = await renderShell({ config: configWith((config) => void (config.ui.showThemeToggler = true)) });

    await user.click(screen.getByRole('button', { name: 'Switch to Dark theme' }));
    expect(store.get(themeChoiceAtom)).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to Light theme' }));
    expect(store.get(themeChoiceAtom)).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('offers the light theme when the configuration defaults to dark', async () => {
    const user = userEvent.setup();
    const { store } = await renderShell({
      config: configWith((config) => {
        config.ui.showThemeToggler = true;
        config.ui.themes.default = 'dark';
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Switch to Light theme' }));
    expect(store.get(themeChoiceAtom)).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to Dark theme' })).toBeInTheDocument();
  });

  it('names the next theme in the visitor’s language', async () => {
    await renderShell({ locale: 'de_DE', config: configWith((config) => void (config.ui.showThemeToggler = true)) });
    expect(screen.getByRole('button', { name: 'Zum Design „Dunkel“ wechseln' })).toBeInTheDocument();
  });
});
