import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { favouritesGrid } from './index';
import { useFavourites } from '../../src/api/member';
import { useMemberActions } from '../../src/api/member-actions';
import { useLocalized } from '../../src/i18n/use-localized';
import { useRenderedUser } from '../../src/state/rendered-user';
import { ButtonLink } from '../../src/ui/button';
import { CardGrid, LANDSCAPE_SPANS, sizesFor, UPRIGHT_SPANS } from '../../src/ui/card-helpers';
import { FavouriteHeart } from '../../src/ui/favourite-heart';
import { EmptyNote } from '../../src/ui/load-problem';
import { Section } from '../../src/ui/section';
import { UpdateCard } from '../../src/ui/update-card';
import { SectionLoadState } from '../../src/ui/section-load-state';

export default function FavouritesGrid({ heading, orientation }: BlockProps<typeof favouritesGrid>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const user = useRenderedUser();
  const { data, error, mutate } = useFavourites();
  const { removeFavourite } = useMemberActions();
  const [removing, setRemoving] = useState<number[]>([]);
  const [failed, setFailed] = useState(false);
  if (!user) return null;

  const spans = orientation === 'upright' ? UPRIGHT_SPANS : LANDSCAPE_SPANS;
  const title = localized(heading) || t`Favourites`;

  const remove = async (favouriteId: number) => {
    setFailed(false);
    setRemoving((ids) => [...ids, favouriteId]);
    try {
      await removeFavourite(favouriteId);
      // After a toggle the list reloads.
      await mutate();
    } catch {
      setFailed(true);
    } finally {
      setRemoving((ids) => ids.filter((id) => id !== favouriteId));
    }
  };

  if (!data) {
    return (
      <SectionLoadState
        heading={title}
        error={error}
        onRetry={() => void mutate()}
        errorText={<Trans>Your favourites could not be loaded. Please try again later.</Trans>}
        skeleton={{ count: 8, spans, label: t`Loading favourites`, ratio: orientation === 'upright' ? '2:3' : '16:9' }}
      />
    );
  }

  const visible = data.items.filter((f) => !removing.includes(f.id));

  return (
    <Section heading={title}>
      {failed && (
        <Problem role="alert">
          <Trans>Ooops, something went wrong, please try again later</Trans>
        </Problem>
      )}
      {visible.length === 0 ? (
        <Empty>
          <EmptyNote>
            <Trans>You have no favourites yet. Tap the heart on any update to keep it here.</Trans>
          </EmptyNote>
          <ButtonLink to="/updates" $variant="secondary" $size="small">
            <Trans>Browse updates</Trans>
          </ButtonLink>
        </Empty>
      ) : (
        <CardGrid $spans={spans} role="list">
          {visible.map((favourite) => (
            <Cell key={favourite.id} role="listitem">
              <UpdateCard update={favourite.content_update} orientation={orientation} sizes={sizesFor(spans)} />
              <Heart pressed onToggle={() => void remove(favourite.id)} label={t`Remove ${favourite.content_update.fullName} from favourites`} />
            </Cell>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}

const Cell = styled.div`
  position: relative;
`;

const Heart = styled(FavouriteHeart)`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  z-index: 1;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
