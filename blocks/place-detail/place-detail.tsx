import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { placeDetail } from './index';
import { usePlace, usePlaceUpdates } from '../../src/api/places';
import { useDetailPermaLink, useNotFoundRedirect } from '../../src/routes/detail-route';
import { useLocalizedName, useSoftImages } from '../../src/ui/card-helpers';
import {
  Description,
  DetailFrame,
  DetailProblem,
  DetailSkeleton,
  MissingPermaLink,
  TitledHero,
  UpdateGridSection,
  useHeaderRatio,
} from '../../src/ui/detail-parts';
import { metaDescription, usePageMeta } from '../../src/seo/page-meta';

export default function PlaceDetail({ listSize, orientation }: BlockProps<typeof placeDetail>) {
  const { t } = useLingui();
  const permaLink = useDetailPermaLink();
  const nameOf = useLocalizedName();
  const soft = useSoftImages();
  const { data: place, error, mutate } = usePlace(permaLink);
  usePageMeta(place && { title: place.fullName, description: place.description ? metaDescription(place.description) : undefined });
  const notFound = useNotFoundRedirect(error);
  const ratio = useHeaderRatio('places');
  // Asked for alongside the place, so both arrive together.
  const updates = usePlaceUpdates(notFound ? undefined : permaLink, listSize);

  if (!permaLink) return <MissingPermaLink path="/places/{permaLink}" />;
  if (notFound) return null;
  if (!place) return error ? <DetailProblem onRetry={() => void mutate()} /> : <DetailSkeleton label={t`Loading place`} ratio={ratio} />;

  const name = nameOf(place);
  // More than the grid shows: the rest is on the updates list filtered by this place.
  const more = updates.data && updates.data.total > updates.data.items.length ? { moreLink: { to: `/updates?place=${encodeURIComponent(place.permaLink)}`, label: t`Show all` } } : {};
  return (
    <article>
      <TitledHero image={soft ? place.imageSoft : place.image} ratio={ratio} title={name} />
      {place.description && (
        <DetailFrame>
          <Description>{place.description}</Description>
        </DetailFrame>
      )}
      <UpdateGridSection
        heading={updates.data ? t`Updates at ${name}: ${updates.data.total}` : t`Updates at ${name}`}
        updates={updates.data?.items}
        error={updates.error}
        onRetry={() => void updates.mutate()}
        orientation={orientation}
        count={Math.min(listSize, 8)}
        {...more}
        empty={<Trans>No updates from this place yet.</Trans>}
      />
    </article>
  );
}
