import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { updateList } from './index';
import { useUpdateSource } from '../../src/api/content';
import { useSiteConfig } from '../../src/config/site-config-context';
import { requestedUpdates } from './requested-updates';
import { useLocalized } from '../../src/i18n/use-localized';
import { CardList, LANDSCAPE_SPANS, sizesFor, UPRIGHT_SPANS } from '../../src/ui/card-helpers';
import { CardSkeletonGrid } from '../../src/ui/card-skeleton';
import { LoadProblem } from '../../src/ui/load-problem';
import { Section } from '../../src/ui/section';
import { UpdateCard } from '../../src/ui/update-card';

export default function UpdateList({
  heading,
  source,
  count,
  orientation,
  phoneLayout,
  includeChannels,
  excludeChannels,
  moreLink,
}: BlockProps<typeof updateList>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const config = useSiteConfig();
  const hideHardcore = config.core.fsk12.hideHardcoreUpdates;
  const requested = requestedUpdates(count, config);
  const { data, error, mutate } = useUpdateSource(source, requested, includeChannels, excludeChannels);

  const spans = orientation === 'upright' ? UPRIGHT_SPANS : LANDSCAPE_SPANS;
  const title = localized(heading) || t`Recent updates`;
  const more = moreLink ? { moreLink: { to: moreLink, label: t`Show all` } } : {};

  if (!data) {
    return (
      <Section heading={title} {...more}>
        {error ? (
          <LoadProblem onRetry={() => void mutate()}>
            <Trans>These updates could not be loaded. Please try again later.</Trans>
          </LoadProblem>
        ) : (
          <CardSkeletonGrid
            count={count}
            spans={spans}
            ratio={orientation === 'upright' ? '2:3' : '16:9'}
            lines={2}
            label={t`Loading updates`}
            phone={phoneLayout}
          />
        )}
      </Section>
    );
  }

  const items = (hideHardcore ? data.items.filter((update) => !update.hardcore) : data.items).slice(0, count);
  // Nothing to show: the block leaves no empty frame on the page.
  if (items.length === 0) return null;

  const sizes = sizesFor(spans, phoneLayout);
  return (
    <Section heading={title} {...more}>
      <CardList $spans={spans} $phone={phoneLayout}>
        {items.map((update) => (
          <li key={update.id}>
            <UpdateCard update={update} orientation={orientation} sizes={sizes} />
          </li>
        ))}
      </CardList>
    </Section>
  );
}
