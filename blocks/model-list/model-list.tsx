import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { modelList } from './index';
import { useModelSource } from '../../src/api/content';
import { useLocalized } from '../../src/i18n/use-localized';
import { CardList, sizesFor, UPRIGHT_SPANS } from '../../src/ui/card-helpers';
import { CardSkeletonGrid } from '../../src/ui/card-skeleton';
import { LoadProblem } from '../../src/ui/load-problem';
import { ModelCard } from '../../src/ui/model-card';
import { Section } from '../../src/ui/section';

const SIZES = sizesFor(UPRIGHT_SPANS);

export default function ModelList({ heading, source, count, moreLink }: BlockProps<typeof modelList>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { data, error, mutate } = useModelSource(source, count);

  const title = localized(heading) || t`Models`;
  const more = moreLink ? { moreLink: { to: moreLink, label: t`Show all` } } : {};

  if (!data) {
    return (
      <Section heading={title} {...more}>
        {error ? (
          <LoadProblem onRetry={() => void mutate()}>
            <Trans>The models could not be loaded. Please try again later.</Trans>
          </LoadProblem>
        ) : (
          <CardSkeletonGrid count={count} spans={UPRIGHT_SPANS} ratio="2:3" lines={0} label={t`Loading models`} />
        )}
      </Section>
    );
  }

  const items = data.items.slice(0, count);
  if (items.length === 0) return null;

  return (
    <Section heading={title} {...more}>
      <CardList $spans={UPRIGHT_SPANS}>
        {items.map((model) => (
          <li key={model.id}>
            <ModelCard model={model} sizes={SIZES} />
          </li>
        ))}
      </CardList>
    </Section>
  );
}
