import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { placeList } from './index';
import { usePlaces } from '../../src/api/content';
import { useLocalized } from '../../src/i18n/use-localized';
import { CardList, PLACE_SPANS, sizesFor } from '../../src/ui/card-helpers';
import { CardSkeletonGrid } from '../../src/ui/card-skeleton';
import { LoadProblem } from '../../src/ui/load-problem';
import { PlaceCard } from '../../src/ui/place-card';
import { Section } from '../../src/ui/section';

const SIZES = sizesFor(PLACE_SPANS);

export default function PlaceList({ heading, count, moreLink }: BlockProps<typeof placeList>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { data, error, mutate } = usePlaces(count);

  const title = localized(heading) || t`Places`;
  const more = moreLink ? { moreLink: { to: moreLink, label: t`Show all` } } : {};

  if (!data) {
    return (
      <Section heading={title} {...more}>
        {error ? (
          <LoadProblem onRetry={() => void mutate()}>
            <Trans>The places could not be loaded. Please try again later.</Trans>
          </LoadProblem>
        ) : (
          <CardSkeletonGrid count={count} spans={PLACE_SPANS} ratio="16:9" lines={0} label={t`Loading places`} />
        )}
      </Section>
    );
  }

  const items = data.items.slice(0, count);
  if (items.length === 0) return null;

  return (
    <Section heading={title} {...more}>
      <CardList $spans={PLACE_SPANS}>
        {items.map((place) => (
          <li key={place.id}>
            <PlaceCard place={place} sizes={SIZES} />
          </li>
        ))}
      </CardList>
    </Section>
  );
}
