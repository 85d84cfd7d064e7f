import { Link } from 'react-router';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { channelList } from './index';
import type { Channel } from '../../schemas/api';
import { useAllChannels } from '../../src/api/lists';
import { useLocalized } from '../../src/i18n/use-localized';
import { CardList, sizesFor, useLocalizedName, useSoftImages } from '../../src/ui/card-helpers';
import { CardSkeletonGrid } from '../../src/ui/card-skeleton';
import { EmptyNote, LoadProblem } from '../../src/ui/load-problem';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { Section } from '../../src/ui/section';

const channelHref = (channel: Pick<Channel, 'permaLink'>) => `/channels/${encodeURIComponent(channel.permaLink)}`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color 0.2s ease,
    transform 0.2s ease;
  img {
    transition: transform 0.45s ease;
  }
  &:hover {
    text-decoration: none;
    border-color: ${({ theme }) => theme.colors.primary};
  }
  @media (hover: hover) {
    &:hover img {
      transform: scale(1.05);
    }
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 3px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
`;

const Name = styled.h3`
  margin: 0;
  max-width: 100%;
  color: ${({ theme }) => theme.colors.heading};
  font-size: 1.08rem;
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${Card}:hover & {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.78rem;
  font-weight: 600;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  svg {
    width: 1.1em;
    height: 1.1em;
  }
`;

const CameraIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 8h3l2-3h6l2 3h3v11H4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    <circle cx="12" cy="13" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const PlayIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M10 9v6l5-3z" fill="currentColor" />
  </svg>
);

function ChannelCard({ channel, sizes }: { channel: Channel; sizes: string }) {
  const nameOf = useLocalizedName();
  const soft = useSoftImages();
  return (
    <Card to={channelHref(channel)}>
      <ResponsiveImage image={soft ? channel.imageSoft : channel.image} alt="" ratio="16:9" sizes={sizes} />
      <Body>
        <Name>{nameOf(channel)}</Name>
        <Counts>
          <Count>
            <CameraIcon />
            <Plural value={channel.photoCount} one="# gallery" other="# galleries" />
          </Count>
          <Count>
            <PlayIcon />
            <Plural value={channel.videoCount} one="# video" other="# videos" />
          </Count>
          {channel.dvdCount > 0 && (
            <Count>
              <PlayIcon />
              <Plural value={channel.dvdCount} one="# DVD" other="# DVDs" />
            </Count>
          )}
        </Counts>
      </Body>
    </Card>
  );
}

export default function ChannelList({ heading, columns }: BlockProps<typeof channelList>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const { data, error, mutate } = useAllChannels();
  const sizes = sizesFor(columns);

  return (
    <Section heading={localized(heading)} label={t`Channels`}>
      {/* The cards' h3 names need an h2 above them, even when the page shows no heading. */}
      {!localized(heading) && <h2 className="visually-hidden">{t`Channels`}</h2>}
      {!data ? (
        error ? (
          <LoadProblem onRetry={() => void mutate()}>
            <Trans>The channels could not be loaded. Please try again later.</Trans>
          </LoadProblem>
        ) : (
          <CardSkeletonGrid count={6} spans={columns} ratio="16:9" lines={1} label={t`Loading channels`} />
        )
      ) : data.items.length === 0 ? (
        <EmptyNote role="status">
          <Trans>There are no channels yet.</Trans>
        </EmptyNote>
      ) : (
        <CardList $spans={columns}>
          {data.items.map((channel) => (
            <li key={channel.id}>
              <ChannelCard channel={channel} sizes={sizes} />
            </li>
          ))}
        </CardList>
      )}
    </Section>
  );
}
