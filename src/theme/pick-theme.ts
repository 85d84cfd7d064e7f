import type { Theme, UiConfig } from '../../schemas/config/site-config';

/** The stored theme, else the configured default (light), else dark, else the first. */
export function pickTheme(themes: UiConfig['themes'], storedChoice: string | null): Theme {
  const byId = (id: string | null) => themes.available.find((theme) => theme.id === id);
  return byId(storedChoice) ?? byId(themes.default) ?? byId('dark') ?? themes.available[0]!;
}
