import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { BlockProps } from '../define-block';
import type { channelDetail } from './index';
import { useChannel, useChannelUpdates } from '../../src/api/channels';
import { useDetailPermaLink, useNotFoundRedirect } from '../../src/routes/detail-route';
import { useLocalizedName, useSoftImages } from '../../src/ui/card-helpers';
import { useSiteConfig } from '../../src/config/site-config-context';
import type { UpdateOrientation } from '../../src/ui/update-card';
import type { ContentType } from '../../schemas/api';
import type { ModuleName } from '../../schemas/config/site-config';
import { isModuleEnabled } from '../../shared/route-table';
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

/** The channel's lists, one per content type whose module is on; DVDs count apart from videos. */
const SECTIONS: { type: ContentType; module: ModuleName; segment: string; orientation: UpdateOrientation; placeholders: number }[] = [
  { type: 'photo', module: 'galleries', segment: 'photos', orientation: 'upright', placeholders: 6 },
  { type: 'video', module: 'videos', segment: 'videos', orientation: 'landscape', placeholders: 4 },
  { type: 'dvd', module: 'dvds', segment: 'dvds', orientation: 'landscape', placeholders: 4 },
];

export default function ChannelDetail({ listSize }: BlockProps<typeof channelDetail>) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const permaLink = useDetailPermaLink();
  const nameOf = useLocalizedName();
  const soft = useSoftImages();
  const { data: channel, error, mutate } = useChannel(permaLink);
  usePageMeta(channel && { title: channel.fullName, description: channel.description ? metaDescription(channel.description) : undefined });
  const notFound = useNotFoundRedirect(error);
  const ratio = useHeaderRatio('channels');
  const enabled = (module: ModuleName) => isModuleEnabled(config, module);
  const listOf = (module: ModuleName) => (enabled(module) && !notFound ? permaLink : undefined);
  const lists = {
    photo: useChannelUpdates(listOf('galleries'), 'photo', listSize),
    video: useChannelUpdates(listOf('videos'), 'video', listSize),
    dvd: useChannelUpdates(listOf('dvds'), 'dvd', listSize),
  };

  if (!permaLink) return <MissingPermaLink path="/channels/{permaLink}" />;
  if (notFound) return null;
  if (!channel) return error ? <DetailProblem onRetry={() => void mutate()} /> : <DetailSkeleton label={t`Loading channel`} ratio={ratio} />;

  const { photoCount, videoCount, dvdCount } = channel;
  const counts: Record<ContentType, number> = { photo: photoCount, video: videoCount, dvd: dvdCount };
  const sections = SECTIONS.filter((section) => enabled(section.module));
  const texts: Record<ContentType, { badge: ReactNode; heading: (n: number) => string; empty?: ReactNode }> = {
    photo: {
      badge: <Plural value={photoCount} one="# photo gallery" other="# photo galleries" />,
      heading: (n) => t`Photos: ${n}`,
      empty: <Trans>No photo galleries in this channel yet.</Trans>,
    },
    video: {
      badge: <Plural value={videoCount} one="# video" other="# videos" />,
      heading: (n) => t`Videos: ${n}`,
      empty: <Trans>No videos in this channel yet.</Trans>,
    },
    dvd: {
      badge: <Plural value={dvdCount} one="# DVD" other="# DVDs" />,
      heading: (n) => t`DVDs: ${n}`,
    },
  };
  return (
    <article>
      <TitledHero image={soft ? channel.imageSoft : channel.image} ratio={ratio} title={nameOf(channel)}>
        <Counts>
          {/* DVDs only when the channel has some: most channels have none. */}
          {sections
            .filter((section) => section.type !== 'dvd' || counts.dvd > 0)
            .map((section) => (
              <li key={section.type}>{texts[section.type].badge}</li>
            ))}
        </Counts>
      </TitledHero>
      {channel.description && (
        <DetailFrame>
          <Description>{channel.description}</Description>
        </DetailFrame>
      )}
      {sections.map(({ type, segment, orientation, placeholders }) => {
        const list = lists[type];
        const total = list.data?.total ?? counts[type];
        // A channel without DVDs has no DVD section (most have none), unlike photos and videos.
        if (type === 'dvd' && total === 0) return null;
        // More than the grid shows: the rest is on the updates list filtered by this channel.
        const more = list.data && total > list.data.items.length ? { to: `/updates/${segment}?channel=${encodeURIComponent(channel.permaLink)}`, label: t`Show all` } : undefined;
        return (
          <UpdateGridSection
            key={type}
            heading={texts[type].heading(total)}
            updates={list.data?.items}
            error={list.error}
            onRetry={() => void list.mutate()}
            orientation={orientation}
            count={Math.min(listSize, placeholders)}
            {...(more ? { moreLink: more } : {})}
            {...(texts[type].empty ? { empty: texts[type].empty } : {})}
          />
        );
      })}
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
