// The recorded actions (server/queries/staff-updates.ts recordChange) in the reader's language.
import { useLingui } from '@lingui/react/macro';

export function useActionLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    create: t`Created`,
    edit: t`Edited`,
    publish: t`Published`,
    schedule: t`Scheduled`,
    unpublish: t`Unpublished`,
    delete: t`Deleted`,
    restore: t`Restored`,
    release: t`Released on schedule`,
  };
}
