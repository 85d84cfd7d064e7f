// The names of the four taxonomies in the reader's language: the list's heading and its "new" button.
import { useLingui } from '@lingui/react/macro';
import type { Taxonomy } from './api/staff-taxonomy';

export function useTaxonomyLabels(taxonomy: Taxonomy): { title: string; create: string; one: string } {
  const { t } = useLingui();
  switch (taxonomy) {
    case 'tags':
      return { title: t`Tags`, create: t`New tag`, one: t`Tag` };
    case 'channels':
      return { title: t`Channels`, create: t`New channel`, one: t`Channel` };
    case 'places':
      return { title: t`Places`, create: t`New place`, one: t`Place` };
    case 'categories':
      return { title: t`Categories`, create: t`New category`, one: t`Category` };
  }
}
