// The share bar's language: the staff member picks the language the preview link opens in, and
// the link they see, copy and open carries it (QA gets the German page).
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { previewLinkIn, ShareBar } from './share-bar';

const created = { token: 'tok-winter-1', name: 'Winter launch', link: 'https://site.invalid/?previewtoken=tok-winter-1', expiresAt: '2026-12-05T10:00:00.000Z', createdBy: 'greta' };
const LOCALES = ['de_DE', 'en_US', 'es_ES', 'fr_FR'];

describe('the share bar', () => {
  it('lets the link open in a chosen language; the link shown, copied and opened carries it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithApp(<ShareBar created={created} outdated={false} onDismiss={() => undefined} locales={LOCALES} />);
    const bar = within(screen.getByRole('region', { name: 'Preview link' }));
    const language = bar.getByRole('combobox', { name: 'Opens in' });
    expect(language).toHaveDisplayValue('The visitor’s language');
    expect(within(language).getAllByRole('option').map((o) => o.textContent)).toEqual(['The visitor’s language', 'Deutsch', 'English', 'Español', 'Français']);
    expect(bar.getByRole('textbox', { name: 'Preview link' })).toHaveValue('https://site.invalid/?previewtoken=tok-winter-1');

    fireEvent.change(language, { target: { value: 'de_DE' } });
    expect(bar.getByRole('textbox', { name: 'Preview link' })).toHaveValue('https://site.invalid/?previewtoken=tok-winter-1&hl=de');
    expect(bar.getByRole('link', { name: 'Open' })).toHaveAttribute('href', 'https://site.invalid/?previewtoken=tok-winter-1&hl=de');
    fireEvent.click(bar.getByRole('button', { name: 'Copy link' }));
    await bar.findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith('https://site.invalid/?previewtoken=tok-winter-1&hl=de');

    fireEvent.change(language, { target: { value: '' } });
    expect(bar.getByRole('textbox', { name: 'Preview link' })).toHaveValue('https://site.invalid/?previewtoken=tok-winter-1');
  });

  it('offers no language choice on a site with one language', async () => {
    await renderWithApp(<ShareBar created={created} outdated={false} onDismiss={() => undefined} locales={['en_US']} />);
    expect(screen.queryByRole('combobox', { name: 'Opens in' })).toBeNull();
  });

  it('names the full locale when two offered locales share a language', () => {
    expect(previewLinkIn(created.link, 'pt_BR', ['en_US', 'pt_BR', 'pt_PT'])).toBe('https://site.invalid/?previewtoken=tok-winter-1&hl=pt-BR');
    expect(previewLinkIn(`${created.link}&hl=fr`, 'de_DE', LOCALES)).toBe('https://site.invalid/?previewtoken=tok-winter-1&hl=de');
  });
});
