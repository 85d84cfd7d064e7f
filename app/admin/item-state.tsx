// What an item's screen shows while it loads or when it cannot: a busy note, or a problem with a
// way back to its list.
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Muted } from './admin-ui';
import { LoadProblem } from '../../src/ui/load-problem';

export function ItemLoading() {
  return (
    <Muted role="status">
      <Trans>Loading…</Trans>
    </Muted>
  );
}

export function ItemMissing({ listPath, onRetry }: { listPath: string; onRetry?: () => void }) {
  return (
    <LoadProblem onRetry={onRetry}>
      <Trans>
        This item could not be loaded. <Link to={listPath}>Back to the list</Link>
      </Trans>
    </LoadProblem>
  );
}
