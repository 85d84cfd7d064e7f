import { useId, useRef, useState, type SyntheticEvent } from 'react';
import ReactPlayer from 'react-player';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { videoDetail } from './index';
import type { Update } from '../../schemas/api';
import { useUpdateSource } from '../../src/api/content';
import { useMemberActions } from '../../src/api/member-actions';
import { renewIfExpired, useUpdate, useVideoSources } from '../../src/api/updates';
import { useDetailPermaLink, useNotFoundRedirect } from '../../src/routes/detail-route';
import { ButtonLink } from '../../src/ui/button';
import { useLocalizedName, useSoftImages } from '../../src/ui/card-helpers';
import { Description, DetailFrame, DetailProblem, DetailSkeleton, DetailTitle, MissingPermaLink, UpdateGridSection } from '../../src/ui/detail-parts';
import { ResolutionPicker, useResolutionName } from '../../src/ui/resolution-picker';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { SignupModal } from '../../src/ui/signup-modal';
import { UpdateActions, UpdateDownloadPanel, UpdateFacts, useUpdateAccess } from '../../src/ui/update-detail-parts';
import { CommentsPanel } from '../../src/ui/comments-panel';
import { UpdatePurchaseOffer } from '../../src/ui/update-purchase-offer';
import { useRecordView } from '../../src/ui/use-record-view';
import { up } from '../../src/theme/breakpoints';
import { usePageMeta } from '../../src/seo/page-meta';
import { videoPageMeta } from '../../src/seo/structured-data';
import { useSiteConfig } from '../../src/config/site-config-context';

export default function VideoDetail(props: BlockProps<typeof videoDetail>) {
  const { t } = useLingui();
  const permaLink = useDetailPermaLink();
  const { data: update, error, mutate } = useUpdate(permaLink);
  const config = useSiteConfig();
  const nameOf = useLocalizedName();
  usePageMeta(update && videoPageMeta(config, update, nameOf(update)));
  const notFound = useNotFoundRedirect(error);

  if (!permaLink) return <MissingPermaLink path="/videos/{permaLink}" />;
  if (notFound) return null;
  if (!update) return error ? <DetailProblem onRetry={() => void mutate()} /> : <DetailSkeleton label={t`Loading video`} ratio="16:9" />;
  // A new video (a link from the random list) starts with a fresh player.
  return <VideoView key={update.id} update={update} {...props} />;
}

function VideoView({ update, randomCount, showDownloads, showComments }: { update: Update } & BlockProps<typeof videoDetail>) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const resolutionName = useResolutionName();
  const soft = useSoftImages();
  const access = useUpdateAccess(update);
  const [width, setWidth] = useState<number | undefined>(undefined);
  const sources = useVideoSources(update, width);
  const { recordUpdateView } = useMemberActions();
  useRecordView(update.id, recordUpdateView);
  const [signupOpen, setSignupOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  // Switching the resolution continues where the previous file was.
  const position = useRef(0);
  const resumeAt = useRef(0);
  const headingId = useId();
  const isDvd = update.contentType === 'dvd';
  // One more than shown, so the current video can be left out and the row stays full.
  const random = useUpdateSource(isDvd ? 'randomDvds' : 'randomVideos', randomCount + 1);
  const randomItems = random.data?.items.filter((item) => item.id !== update.id).slice(0, randomCount);
  const name = nameOf(update);
  const poster = soft ? update.previewImageSoft : update.previewImage;
  // Clips are not part of the youth-protection images: guests in that mode get the picture.
  const playable = soft && sources.kind === 'trailer' ? undefined : sources.src;
  const full = sources.kind === 'full';

  const onEnded = () => {
    setPlaying(false);
    if (!full && access !== 'member') setSignupOpen(true);
  };
  const chooseWidth = (next: number) => {
    resumeAt.current = position.current;
    setWidth(next);
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (resumeAt.current > 0) event.currentTarget.currentTime = resumeAt.current;
    resumeAt.current = 0;
  };
  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    position.current = event.currentTarget.currentTime;
  };
  // A member's URL lasts the playing time and some minutes more; after a long pause the next range
  // request is refused: fetch a fresh URL and continue where the video was.
  const onError = () => {
    if (full && renewIfExpired(sources.src, sources.renew)) resumeAt.current = position.current;
  };

  return (
    <article aria-labelledby={headingId}>
      <Stage>
        <PlayerFrame>
          {playable && started ? (
            <ReactPlayer
              src={playable}
              controls
              playsInline
              playing={playing}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={onEnded}
              onLoadedMetadata={onLoadedMetadata}
              onTimeUpdate={onTimeUpdate}
              onError={onError}
              width="100%"
              height="100%"
            />
          ) : playable || sources.loading ? (
            // The picture with a play button until the viewer starts the video.
            <PosterButton
              type="button"
              disabled={!playable}
              onClick={() => {
                setStarted(true);
                setPlaying(true);
              }}
              aria-label={full ? t`Play ${name}` : t`Play the trailer of ${name}`}
            >
              <ResponsiveImage image={poster} alt="" ratio="16:9" sizes="(min-width: 1320px) 1320px, 100vw" priority />
              <PlayIcon aria-hidden="true">
                <svg viewBox="0 0 24 24" focusable="false">
                  <path d="M8 5.5v13l11-6.5z" />
                </svg>
              </PlayIcon>
            </PosterButton>
          ) : (
            <>
              <ResponsiveImage image={poster} alt="" ratio="16:9" sizes="(min-width: 1320px) 1320px, 100vw" priority />
              <Locked>
                <p>
                  <Trans>The full video is for members only.</Trans>
                </p>
                <ButtonLink to="/signup">
                  <Trans>JOIN NOW</Trans>
                </ButtonLink>
              </Locked>
            </>
          )}
        </PlayerFrame>
      </Stage>
      <DetailFrame>
        <Layout $withSide={showDownloads}>
          <Main>
            <TitleRow>
              <DetailTitle id={headingId}>{name}</DetailTitle>
              <UpdateActions update={update} name={name} />
            </TitleRow>
            <UpdatePurchaseOffer update={update} name={name} />
            {full ? (
              <PlayerBar>
                <Badge>
                  <Trans>Full video</Trans>
                </Badge>
                <ResolutionPicker files={sources.files} value={sources.width} onChange={chooseWidth} />
              </PlayerBar>
            ) : (
              playable && (
                <TrailerNote>
                  {access === 'expired' ? (
                    <Trans>You are watching the trailer. Your subscription expired, please renew.</Trans>
                  ) : (
                    <Trans>You are watching the trailer.</Trans>
                  )}
                </TrailerNote>
              )
            )}
            <Info>
              <UpdateFacts update={update} />
            </Info>
            <Description>{update.description}</Description>
          </Main>
          {showDownloads && (
            <Side>
              <UpdateDownloadPanel
                update={update}
                files="video"
                templates={[
                  { id: '3840', label: resolutionName(3840), detail: t`MP4 · 3840 x 2160 px` },
                  { id: '1920', label: resolutionName(1920), detail: t`MP4 · 1920 x 1080 px` },
                ]}
              />
            </Side>
          )}
          {showComments && (
            <Comments>
              <CommentsPanel updateId={update.id} />
            </Comments>
          )}
        </Layout>
      </DetailFrame>
      {randomCount > 0 && (
        <UpdateGridSection
          heading={isDvd ? t`More DVDs` : t`More videos`}
          updates={randomItems}
          error={random.error}
          onRetry={() => void random.mutate()}
          orientation="landscape"
          count={randomCount}
        />
      )}
      <SignupModal open={signupOpen} onClose={() => setSignupOpen(false)} />
    </article>
  );
}

const Stage = styled.div`
  background: ${({ theme }) => theme.colors.headerBackground};
  ${up('lg')} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg}`};
  }
`;

const PlayerFrame = styled.div`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.pageWidth};
  margin: 0 auto;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.headerBackground};
  ${up('lg')} {
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  & > * {
    position: absolute;
    inset: 0;
  }
`;

const PosterButton = styled.button`
  display: block;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  img {
    transition: transform 0.4s ease;
  }
  &:hover img {
    transform: scale(1.02);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
  }
  &:disabled {
    cursor: progress;
  }
`;

const PlayIcon = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 84px;
  height: 84px;
  border-radius: 50%;
  transform: translate(-50%, -50%);
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  box-shadow: ${({ theme }) => theme.shadow};
  transition: transform 0.2s ease;
  svg {
    width: 40px;
    height: 40px;
    margin-left: 4px;
    fill: currentColor;
  }
  ${PosterButton}:hover & {
    transform: translate(-50%, -50%) scale(1.08);
  }
`;

const Locked = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.headerText};
  background: ${({ theme }) => `color-mix(in srgb, ${theme.colors.headerBackground} 55%, transparent)`};
  p {
    margin: 0;
    font-size: 1rem;
    font-weight: 700;
    ${up('md')} {
      font-size: 1.2rem;
    }
  }
`;

/** Phones: details, downloads, comments. Desktops: details over comments, downloads beside them. */
const Layout = styled.div<{ $withSide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${up('lg')} {
    grid-template-columns: ${({ $withSide }) => ($withSide ? 'minmax(0, 8fr) minmax(260px, 4fr)' : 'minmax(0, 1fr)')};
    grid-template-areas: ${({ $withSide }) => ($withSide ? `'main side' 'comments side'` : `'main' 'comments'`)};
    align-items: start;
  }
`;

// Named areas only where the desktop template defines them; phones keep the source order.
const Main = styled.div`
  min-width: 0;
  ${up('lg')} {
    grid-area: main;
  }
`;

const Side = styled.aside`
  ${up('lg')} {
    grid-area: side;
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const PlayerBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Badge = styled.span`
  padding: ${({ theme }) => `2px ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const TrailerNote = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Info = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Comments = styled.div`
  min-width: 0;
  ${up('lg')} {
    grid-area: comments;
  }
`;
