// Switches to the next configured theme; remembered in local storage `theme` and in a cookie (so
// the server renders the first view in it). Shown only when `ui.showThemeToggler` is on and there
// is more than one theme.
import { useTransition } from 'react';
import { useAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { themeChoiceAtom } from '../../src/state/preferences';
import { rememberPreference } from '../../src/state/storage';
import { pickTheme } from '../../src/theme/pick-theme';
import { MoonIcon, SunIcon } from '../../src/ui/icons';
import { useProgressWhile } from '../../src/routes/navigation-state';

export function ThemeToggle() {
  const { t } = useLingui();
  const localized = useLocalized();
  const { showThemeToggler, themes } = useSiteConfig().ui;
  const [choice, setChoice] = useAtom(themeChoiceAtom);
  const [switching, startSwitch] = useTransition();
  useProgressWhile(switching);
  if (!showThemeToggler || themes.available.length < 2) return null;

  const current = pickTheme(themes, choice);
  const index = themes.available.findIndex((theme) => theme.id === current.id);
  const next = themes.available[(index + 1) % themes.available.length]!;
  const nextName = localized(next.name);
  const label = t`Switch to ${nextName} theme`;

  return (
    <Toggle
      type="button"
      aria-label={label}
      title={label}
      aria-busy={switching || undefined}
      onClick={() => {
        // A transition: the page shows the old theme until every block has its code for the new
        // one, instead of placeholders (and islands waiting to hydrate keep their markup); the
        // progress bar shows meanwhile.
        startSwitch(() => setChoice(next.id));
        rememberPreference('theme', next.id);
      }}
    >
      {next.mode === 'dark' ? <MoonIcon /> : <SunIcon />}
    </Toggle>
  );
}

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1px solid color-mix(in srgb, currentColor 30%, transparent);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: color 0.15s ease, border-color 0.15s ease;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
