import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { purchasesList } from './index';
import { useMyPurchases } from '../../src/api/member';
import { useSiteConfig } from '../../src/config/site-config-context';
import { useLocalized } from '../../src/i18n/use-localized';
import { useRenderedUser } from '../../src/state/rendered-user';
import { ButtonLink } from '../../src/ui/button';
import { CardGrid, LANDSCAPE_SPANS, sizesFor, UPRIGHT_SPANS } from '../../src/ui/card-helpers';
import { EmptyNote } from '../../src/ui/load-problem';
import { Section } from '../../src/ui/section';
import { UpdateCard } from '../../src/ui/update-card';
import { SectionLoadState } from '../../src/ui/section-load-state';

export default function PurchasesList({ heading, orientation }: BlockProps<typeof purchasesList>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const user = useRenderedUser();
  // Purchases exist only while update purchase is enabled (member area).
  const enabled = useSiteConfig().core.payment.updatePurchase;
  const { data, error, mutate } = useMyPurchases(enabled);
  if (!user || !enabled) return null;

  const spans = orientation === 'upright' ? UPRIGHT_SPANS : LANDSCAPE_SPANS;
  const title = localized(heading) || t`My Purchases`;

  if (!data) {
    return (
      <SectionLoadState
        heading={title}
        error={error}
        onRetry={() => void mutate()}
        errorText={<Trans>Your purchases could not be loaded. Please try again later.</Trans>}
        skeleton={{ count: 4, spans, label: t`Loading purchases`, ratio: orientation === 'upright' ? '2:3' : '16:9' }}
      />
    );
  }

  return (
    <Section heading={title}>
      {data.items.length === 0 ? (
        <Empty>
          <EmptyNote>
            <Trans>You have not bought any update yet. Updates you buy one by one stay yours and appear here.</Trans>
          </EmptyNote>
          <ButtonLink to="/updates" $variant="secondary" $size="small">
            <Trans>Browse updates</Trans>
          </ButtonLink>
        </Empty>
      ) : (
        <CardGrid $spans={spans} role="list">
          {data.items.map((update) => (
            <div key={update.id} role="listitem">
              <UpdateCard update={update} orientation={orientation} sizes={sizesFor(spans)} />
            </div>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;
