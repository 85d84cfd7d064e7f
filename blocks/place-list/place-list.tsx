import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { placeList } from './index';
import { usePlaces } from '../../src/api/content';
import { useLocalized } from '../../src/i18n/use-localized';
import { PLACE_SPANS, sizesFor } from '../../src/ui/card-helpers';
import { PlaceCard } from '../../src/ui/place-card';
import { CardListSection } from '../../src/ui/card-list-section';
import { useSiteConfig } from '../../src/config/site-config-context';
import { isModuleEnabled } from '../../shared/route-table';

const SIZES = sizesFor(PLACE_SPANS);

export default function PlaceList({ heading, count, moreLink }: BlockProps<typeof placeList>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const config = useSiteConfig();
  const { data, error, mutate } = usePlaces(count);
  // More places than the row shows and no link configured: the places page has them all.
  const link = moreLink ?? (data && data.total > data.items.length && isModuleEnabled(config, 'places') ? '/places' : undefined);
  return (
    <CardListSection
      title={localized(heading) || t`Places`}
      moreLink={link ? { to: link, label: t`Show all` } : undefined}
      data={data}
      error={error}
      onRetry={() => void mutate()}
      count={count}
      spans={PLACE_SPANS}
      ratio="16:9"
      loadingLabel={t`Loading places`}
      errorText={<Trans>The places could not be loaded. Please try again later.</Trans>}
      itemKey={(place) => place.id}
      renderItem={(place) => <PlaceCard place={place} sizes={SIZES} />}
    />
  );
}
