// The update types in the reader's language.
import { useLingui } from '@lingui/react/macro';
import type { ContentType } from '../../schemas/api/content';

export function useContentTypeLabels(): Record<ContentType, string> {
  const { t } = useLingui();
  return { video: t`Video`, photo: t`Picture set`, dvd: t`DVD` };
}
