// "Support" in the top header: privacy, 2257, contact and content removal.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Dropdown, DropdownLink } from './dropdown';
import { HelpIcon } from '../../src/ui/icons';
import { SUPPORT_LINKS } from './menu-entries';

export function SupportMenu() {
  const { i18n } = useLingui();
  return (
    <Dropdown
      label={
        <>
          <HelpIcon />
          <Trans>Support</Trans>
        </>
      }
    >
      {SUPPORT_LINKS.map((link) => (
        <DropdownLink key={link.key} to={link.to}>
          {i18n._(link.label)}
        </DropdownLink>
      ))}
    </Dropdown>
  );
}
