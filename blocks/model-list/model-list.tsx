import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { modelList } from './index';
import { useModelSource } from '../../src/api/content';
import { useLocalized } from '../../src/i18n/use-localized';
import { sizesFor, UPRIGHT_SPANS } from '../../src/ui/card-helpers';
import { ModelCard } from '../../src/ui/model-card';
import { CardListSection } from '../../src/ui/card-list-section';

const SIZES = sizesFor(UPRIGHT_SPANS);

export default function ModelList({ heading, source, count, moreLink }: BlockProps<typeof modelList>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { data, error, mutate } = useModelSource(source, count);
  return (
    <CardListSection
      title={localized(heading) || t`Models`}
      moreLink={moreLink ? { to: moreLink, label: t`Show all` } : undefined}
      data={data}
      error={error}
      onRetry={() => void mutate()}
      count={count}
      spans={UPRIGHT_SPANS}
      ratio="2:3"
      loadingLabel={t`Loading models`}
      errorText={<Trans>The models could not be loaded. Please try again later.</Trans>}
      itemKey={(model) => model.id}
      renderItem={(model) => <ModelCard model={model} sizes={SIZES} />}
    />
  );
}
