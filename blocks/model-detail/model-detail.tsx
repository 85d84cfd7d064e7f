import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { modelDetail } from './index';
import type { Model } from '../../schemas/api';
import type { ImageSet } from '../../schemas/api/common';
import { useFavouriteModels } from '../../src/api/member';
import { useMemberActions } from '../../src/api/member-actions';
import { mayFavouriteModels } from '../../shared/roles';
import { useModel, useModelUpdates } from '../../src/api/models';
import { useDetailPermaLink, useNotFoundRedirect } from '../../src/routes/detail-route';
import { useLocalizedName, useSoftImages } from '../../src/ui/card-helpers';
import {
  Description,
  DetailFrame,
  DetailProblem,
  DetailSkeleton,
  DetailTitle,
  MissingPermaLink,
  Panel,
  UpdateGridSection,
  useHeaderRatio,
} from '../../src/ui/detail-parts';
import { FavouriteHeart } from '../../src/ui/favourite-heart';
import { MembersOnlyModal } from '../../src/ui/members-only-modal';
import { ResponsiveImage, type AspectRatio } from '../../src/ui/responsive-image';
import { StarRating } from '../../src/ui/star-rating';
import { useModelFavourite, useSessionRating } from '../../src/ui/use-member-interactions';
import { useRecordView } from '../../src/ui/use-record-view';
import { whenFirstPictureShown } from '../../src/ui/when-first-picture-shown';
import { up } from '../../src/theme/breakpoints';
import { bcp47Of } from '../../shared/locales';
import { localeAtom } from '../../src/state/preferences';
import { useRenderedUser } from '../../src/state/rendered-user';
import { usePageMeta } from '../../src/seo/page-meta';
import { modelPageMeta } from '../../src/seo/structured-data';
import { useSiteConfig } from '../../src/config/site-config-context';
import { numberFormat } from '../../shared/intl-formats';

export default function ModelDetail({ listSize, showVideos }: BlockProps<typeof modelDetail>) {
  const { t } = useLingui();
  const permaLink = useDetailPermaLink();
  const { data: model, error, mutate } = useModel(permaLink);
  const config = useSiteConfig();
  const nameOf = useLocalizedName();
  usePageMeta(model && modelPageMeta(config, model, nameOf(model)));
  const notFound = useNotFoundRedirect(error);
  const ratio = useHeaderRatio('models');

  if (!permaLink) return <MissingPermaLink path="/models/{permaLink}" />;
  if (notFound) return null;
  if (!model) return error ? <DetailProblem onRetry={() => void mutate()} /> : <DetailSkeleton label={t`Loading model`} ratio={ratio} />;
  // Another model (a link) starts with its own rating and heart.
  return <ModelView key={model.id} model={model} ratio={ratio} listSize={listSize} showVideos={showVideos} />;
}

function ModelView({ model, ratio, listSize, showVideos }: { model: Model; ratio: AspectRatio; listSize: number; showVideos: boolean }) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const soft = useSoftImages();
  const user = useRenderedUser();
  const actions = useMemberActions();
  useRecordView(model.id, actions.recordModelView);
  // Roles 1 and 3 may favourite models; only they load the list behind the heart.
  const favourites = useFavouriteModels(mayFavouriteModels(user));
  const favourite = useModelFavourite(model.id, favourites.data?.items.some((f) => f.model_id === model.id) ?? false);
  const rating = useSessionRating(model.permaLink, model.rating, (value) => actions.rateModel(model.id, value));
  const galleries = useModelUpdates('photos', model.permaLink, listSize);
  const videos = useModelUpdates('videos', showVideos ? model.permaLink : undefined, listSize);
  const name = nameOf(model);
  const headingId = useId();
  const locale = useAtomValue(localeAtom);
  const formatNumber = (value: number) => numberFormat(bcp47Of(locale), { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value);
  // Clips are not part of the youth-protection images, so guests in that mode see the picture.
  const trailer = soft ? undefined : model.trailerSrc_1920;

  const details: Array<[string, string | undefined]> = [
    [t`Age`, model.age !== undefined ? String(model.age) : undefined],
    [t`Height`, model.height !== undefined ? t`${model.height} cm` : undefined],
    [t`Weight`, model.weight !== undefined ? t`${model.weight} kg` : undefined],
    [t`Hair`, model.hair],
    [t`Eyes`, model.eyes],
    [t`Country`, model.country?.name],
    [t`Gender`, model.gender === 'Male' ? t`Male` : t`Female`],
  ];

  return (
    <article aria-labelledby={headingId}>
      <Hero>
        {trailer ? (
          <TrailerHeader image={model.image} trailer={trailer} ratio={ratio} />
        ) : (
          <ResponsiveImage image={soft ? model.imageSoft : model.image} alt="" ratio={ratio} sizes="100vw" priority />
        )}
      </Hero>
      <DetailFrame>
        <Profile>
          <Avatar src={soft ? model.imageSoft['620'] : model.avatarUrl} alt="" width={160} height={160} />
          <Head>
            <DetailTitle id={headingId}>{name}</DetailTitle>
            <Actions>
              <RatingBox>
                {rating.readOnly ? (
                  <StarRating value={rating.value} readOnly />
                ) : (
                  <StarRating value={rating.value} label={t`Rate ${name}`} onChange={rating.onChange} />
                )}
                <Score>
                  <span className="visually-hidden">
                    <Trans>Average rating:</Trans>{' '}
                  </span>
                  {formatNumber(rating.average)}
                </Score>
              </RatingBox>
              <FavouriteHeart pressed={favourite.pressed} label={t`Add ${name} to favourites`} onToggle={favourite.onToggle} />
            </Actions>
          </Head>
        </Profile>
        <Columns>
          <Panel>
            <DetailsTable>
              <caption className="visually-hidden">
                <Trans>Details</Trans>
              </caption>
              <tbody>
                {details
                  .filter((row): row is [string, string] => row[1] !== undefined)
                  .map(([label, value]) => (
                    <tr key={label}>
                      <th scope="row">{label}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
              </tbody>
            </DetailsTable>
          </Panel>
          <About>
            <h2>
              <Trans>About {name}</Trans>
            </h2>
            <Description>{model.description}</Description>
          </About>
        </Columns>
      </DetailFrame>
      <UpdateGridSection
        heading={galleries.data ? t`Galleries: ${galleries.data.total}` : t`Galleries`}
        updates={galleries.data?.items}
        error={galleries.error}
        onRetry={() => void galleries.mutate()}
        orientation="upright"
        count={Math.min(listSize, 6)}
        empty={<Trans>No galleries yet.</Trans>}
      />
      {showVideos && (
        <UpdateGridSection
          heading={videos.data ? t`Videos: ${videos.data.total}` : t`Videos`}
          updates={videos.data?.items}
          error={videos.error}
          onRetry={() => void videos.mutate()}
          orientation="landscape"
          count={Math.min(listSize, 4)}
          empty={<Trans>No videos yet.</Trans>}
        />
      )}
      <MembersOnlyModal {...favourite.modal} />
      <MembersOnlyModal {...rating.modal} />
    </article>
  );
}

const Hero = styled.div`
  background: ${({ theme }) => theme.colors.headerBackground};
`;

/**
 * A muted, looping header clip without controls: decoration, hidden from assistive technology. Under
 * it the header picture at the width the screen needs (the page's first large paint, preloaded; a
 * poster would be one size, 1920 px on a phone too); the clip loads once that picture is shown.
 */
function TrailerHeader({ image, trailer, ratio }: { image: ImageSet; trailer: string; ratio: AspectRatio }) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => (frame ? whenFirstPictureShown(frame, () => setPlaying(true)) : undefined), [frame]);
  return (
    <TrailerFrame ref={setFrame} $ratio={ratio} aria-hidden="true">
      <ResponsiveImage image={image} alt="" ratio={ratio} sizes="100vw" priority />
      {playing && <video src={trailer} autoPlay muted loop playsInline preload="metadata" />}
    </TrailerFrame>
  );
}

const TrailerFrame = styled.div<{ $ratio: AspectRatio }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio.replace(':', ' / ')};
  overflow: hidden;
  /* Fills the header's shape whatever the clip's: cropped, never stretched or letterboxed. */
  video {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Profile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  ${up('md')} {
    flex-direction: row;
    align-items: flex-end;
    text-align: left;
  }
`;

const Avatar = styled.img`
  flex: none;
  width: 132px;
  height: 132px;
  margin-top: calc(-1 * ${({ theme }) => theme.space.xxl});
  border: 4px solid ${({ theme }) => theme.colors.background};
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadow};
  position: relative;
  ${up('md')} {
    width: 160px;
    height: 160px;
    margin-top: calc(-1 * ${({ theme }) => theme.space.xxl} - ${({ theme }) => theme.space.xl});
  }
`;

const Head = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  ${up('lg')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

const RatingBox = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Score = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.heading};
  font-variant-numeric: tabular-nums;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  ${up('lg')} {
    grid-template-columns: minmax(280px, 4fr) 8fr;
    align-items: start;
  }
`;

const DetailsTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  tr:last-child th,
  tr:last-child td {
    border-bottom: 0;
  }
  th {
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    text-align: right;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const About = styled.div`
  h2 {
    margin: 0;
    font-size: 1.2rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`;
