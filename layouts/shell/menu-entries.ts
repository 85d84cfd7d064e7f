// Which sections the navigation and the footer link to, derived from `core.modules`.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CoreConfig, ModuleName } from '../../schemas/config/site-config';
import type { LocalizedText } from '../../src/i18n/localized-text';

export interface MenuEntry {
  key: string;
  to: string;
  /** The translatable default label. */
  label: MessageDescriptor;
  /** The configured `menuTitle` (operator text), shown instead of the default. */
  title?: LocalizedText;
}

interface Section {
  key: string;
  to: string;
  label: MessageDescriptor;
  /** Absent: always present (its routes do not depend on a module). */
  module?: ModuleName;
  /** Listed in the footer only (the specification keeps DVDs out of the top navigation). */
  footerOnly?: boolean;
}

const SECTIONS: Section[] = [
  { key: 'about', module: 'about', to: '/about', label: msg`About` },
  { key: 'updates', to: '/updates', label: msg`Updates` },
  { key: 'photos', module: 'galleries', to: '/photos', label: msg`Photos` },
  { key: 'videos', module: 'videos', to: '/videos', label: msg`Videos` },
  { key: 'dvds', module: 'dvds', to: '/dvds', label: msg`DVDs`, footerOnly: true },
  { key: 'models', module: 'models', to: '/models', label: msg`Models` },
  { key: 'channels', module: 'channels', to: '/channels', label: msg`Channels` },
  { key: 'places', module: 'places', to: '/places', label: msg`Places` },
  { key: 'news', module: 'news', to: '/news', label: msg`News` },
];

type Modules = CoreConfig['modules'];

const hasText = (text: LocalizedText | undefined): text is LocalizedText =>
  typeof text === 'string' ? text.trim() !== '' : text !== undefined && Object.values(text).some((value) => value.trim() !== '');

const entryOf = (section: Section, modules: Modules): MenuEntry => {
  const settings = section.module ? modules[section.module] : undefined;
  const title = settings?.menuTitle;
  return {
    key: section.key,
    to: settings?.menuLink ?? section.to,
    label: section.label,
    ...(hasText(title) ? { title } : {}),
  };
};

const enabled = (section: Section, modules: Modules) => !section.module || modules[section.module]?.disabled !== true;

/** Top navigation: enabled modules not hidden with `hideInMenu`, in the specification's order. */
export const navigationEntries = (modules: Modules): MenuEntry[] =>
  SECTIONS.filter((section) => !section.footerOnly && enabled(section, modules) && !(section.module && modules[section.module]?.hideInMenu)).map(
    (section) => entryOf(section, modules),
  );

/** Footer "Explore": every enabled section (a section hidden from the menu still has its pages). */
export const exploreEntries = (modules: Modules): MenuEntry[] =>
  SECTIONS.filter((section) => enabled(section, modules)).map((section) => entryOf(section, modules));

/** Support pages linked from the top header and the footer. */
export const SUPPORT_LINKS: { key: string; to: string; label: MessageDescriptor }[] = [
  { key: 'privacy', to: '/privacy', label: msg`Privacy` },
  { key: '2257', to: '/2257', label: msg`2257` },
  { key: 'contact', to: '/contact', label: msg`Contact` },
  { key: 'contentRemoval', to: '/contentRemoval', label: msg`Content Removal` },
];

/** Paths where promoting the signup would be noise: the signup flow itself. */
export const isSignupPath = (pathname: string, alternatePath: string) =>
  pathname === alternatePath || /^\/signup(Success|Denial)?\/?$/.test(pathname);
