// Language choice in the top header: the configuration's available locales by their own names
// (a locale the server supplies by the name its locale record gives).
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { useSiteConfig } from '../../src/config/site-config-context';
import { bcp47Of } from '../../shared/locales';
import { useLocaleNameOf } from '../../src/i18n/locale-names';
import { localeAtom } from '../../src/state/preferences';
import { below } from '../../src/theme/breakpoints';
import { Dropdown, DropdownButton } from './dropdown';
import { CheckIcon, GlobeIcon } from '../../src/ui/icons';

export interface LanguageMenuProps {
  onLocaleChange: (translateCode: string) => void;
}

export function LanguageMenu({ onLocaleChange }: LanguageMenuProps) {
  const { t } = useLingui();
  const { available } = useSiteConfig().core.locales;
  const current = useAtomValue(localeAtom);
  const localeNameOf = useLocaleNameOf();
  if (available.length < 2) return null;
  const currentName = localeNameOf(current);
  return (
    <Dropdown
      align="end"
      ariaLabel={t`Language: ${currentName}`}
      label={
        <>
          <GlobeIcon />
          <Name>{currentName}</Name>
          <Code>{current.split('_')[0]}</Code>
        </>
      }
    >
      <Heading aria-hidden="true">
        <Trans>Language</Trans>
      </Heading>
      {available.map((code) => (
        <DropdownButton
          key={code}
          type="button"
          lang={bcp47Of(code)}
          aria-current={code === current ? 'true' : undefined}
          onClick={() => {
            if (code !== current) onLocaleChange(code);
          }}
        >
          {localeNameOf(code)}
          {code === current && <CheckIcon />}
        </DropdownButton>
      ))}
    </Dropdown>
  );
}

const Name = styled.span`
  ${below('sm')} {
    display: none;
  }
`;
const Code = styled.span`
  text-transform: uppercase;
  display: none;
  ${below('sm')} {
    display: inline;
  }
`;
const Heading = styled.div`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: 0.72rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;
