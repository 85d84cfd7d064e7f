import { Plural, Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { BlockProps } from '../define-block';
import type { channelDetail } from './index';
import { useChannel, useChannelUpdates } from '../../src/api/channels';
import { useDetailPermaLink, useNotFoundRedirect } from '../../src/routes/detail-route';
import { useLocalizedName } from '../../src/ui/card-helpers';
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

export default function ChannelDetail({ listSize }: BlockProps<typeof channelDetail>) {
  const { t } = useLingui();
  const permaLink = useDetailPermaLink();
  const nameOf = useLocalizedName();
  const { data: channel, error, mutate } = useChannel(permaLink);
  usePageMeta(channel && { title: channel.fullName, description: channel.description ? metaDescription(channel.description) : undefined });
  const notFound = useNotFoundRedirect(error);
  const ratio = useHeaderRatio('channels');
  const photos = useChannelUpdates(channel?.id, 'photo', listSize);
  const videos = useChannelUpdates(channel?.id, 'video', listSize);

  if (!permaLink) return <MissingPermaLink path="/channels/{permaLink}" />;
  if (notFound) return null;
  if (!channel) return error ? <DetailProblem onRetry={() => void mutate()} /> : <DetailSkeleton label={t`Loading channel`} ratio={ratio} />;

  const { photoCount, videoCount } = channel;
  return (
    <article>
      <TitledHero image={channel.image} ratio={ratio} title={nameOf(channel)}>
        <Counts>
          <li>
            <Plural value={photoCount} one="# photo gallery" other="# photo galleries" />
          </li>
          <li>
            <Plural value={videoCount} one="# video" other="# videos" />
          </li>
        </Counts>
      </TitledHero>
      {channel.description && (
        <DetailFrame>
          <Description>{channel.description}</Description>
        </DetailFrame>
      )}
      <UpdateGridSection
        heading={t`Photos: ${photos.data?.total ?? photoCount}`}
        updates={photos.data?.items}
        error={photos.error}
        onRetry={() => void photos.mutate()}
        orientation="upright"
        count={Math.min(listSize, 6)}
        empty={<Trans>No photo galleries in this channel yet.</Trans>}
      />
      <UpdateGridSection
        heading={t`Videos: ${videos.data?.total ?? videoCount}`}
        updates={videos.data?.items}
        error={videos.error}
        onRetry={() => void videos.mutate()}
        orientation="landscape"
        count={Math.min(listSize, 4)}
        empty={<Trans>No videos in this channel yet.</Trans>}
      />
    </article>
  );
}

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 2px ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => `color-mix(in srgb, ${theme.colors.headerBackground} 60%, transparent)`};
    border: 1px solid ${({ theme }) => `color-mix(in srgb, ${theme.colors.headerText} 35%, transparent)`};
    font-weight: 700;
    font-size: 0.9rem;
    font-variant-numeric: tabular-nums;
  }
`;
