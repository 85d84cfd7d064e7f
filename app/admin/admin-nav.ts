// The staff area's sections, in the order of its navigation.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface AdminSection {
  path: string;
  label: MessageDescriptor;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'dashboard', label: msg`Dashboard` },
  { path: 'updates', label: msg`Updates` },
  { path: 'models', label: msg`Models` },
  { path: 'tags', label: msg`Tags` },
  { path: 'channels', label: msg`Channels` },
  { path: 'places', label: msg`Places` },
  { path: 'categories', label: msg`Categories` },
  { path: 'media', label: msg`Media library` },
  { path: 'news', label: msg`News` },
  { path: 'plans', label: msg`Plans` },
  { path: 'mails', label: msg`Mail log` },
  { path: 'translations', label: msg`Translations` },
];
