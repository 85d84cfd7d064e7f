import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { galleryDetail } from './index';
import type { Update } from '../../schemas/api';
import { useUpdateSource } from '../../src/api/content';
import { useMemberActions } from '../../src/api/member-actions';
import { renewIfExpired, useMemberPhotos, useUpdate, useUpdatePhotos, type UpdateImage } from '../../src/api/updates';
import { useDetailPermaLink, useNotFoundRedirect } from '../../src/routes/detail-route';
import { ButtonLink } from '../../src/ui/button';
import { useLocalizedName, useSoftImages } from '../../src/ui/card-helpers';
import { TextSkeleton } from '../../src/ui/card-skeleton';
import {
  Description,
  DetailFrame,
  DetailProblem,
  DetailSkeleton,
  DetailTitle,
  MissingPermaLink,
  Panel,
  TitledHero,
  UpdateGridSection,
  useHeaderRatio,
} from '../../src/ui/detail-parts';
import { Lightbox } from '../../src/ui/lightbox';
import { LoadProblem } from '../../src/ui/load-problem';
import { MembersOnlyModal } from '../../src/ui/members-only-modal';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { UpdatePurchaseOffer } from '../../src/ui/update-purchase-offer';
import { PanelHeading, UpdateActions, UpdateDownloadPanel, UpdateFacts, useUpdateAccess } from '../../src/ui/update-detail-parts';
import { useRecordView } from '../../src/ui/use-record-view';
import { useMembersOnly } from '../../src/ui/use-members-only';
import { up } from '../../src/theme/breakpoints';
import { usePageMeta } from '../../src/seo/page-meta';
import { galleryPageMeta } from '../../src/seo/structured-data';
import { useSiteConfig } from '../../src/config/site-config-context';

type GalleryDetailProps = BlockProps<typeof galleryDetail>;

export default function GalleryDetail(props: GalleryDetailProps) {
  const { t } = useLingui();
  const permaLink = useDetailPermaLink();
  const { data: update, error, mutate } = useUpdate(permaLink);
  const config = useSiteConfig();
  const nameOf = useLocalizedName();
  usePageMeta(update && galleryPageMeta(config, update, nameOf(update)));
  const notFound = useNotFoundRedirect(error);
  const ratio = useHeaderRatio('galleries');

  if (!permaLink) return <MissingPermaLink path="/photos/{permaLink}" />;
  if (notFound) return null;
  if (!update)
    return error ? (
      <DetailProblem onRetry={() => void mutate()} />
    ) : (
      <DetailSkeleton label={t`Loading gallery`} ratio={props.variant === 'classic' ? ratio : '3:1'} />
    );
  // A new gallery (a link from the random list) starts with a closed lightbox.
  return <GalleryView key={update.id} update={update} {...props} />;
}

function GalleryView({ update, variant, showMemberPreview, imageCount, randomCount }: { update: Update } & GalleryDetailProps) {
  const { t } = useLingui();
  const nameOf = useLocalizedName();
  const soft = useSoftImages();
  const access = useUpdateAccess(update);
  const ratio = useHeaderRatio('galleries');
  const headingId = useId();
  const { recordUpdateView } = useMemberActions();
  useRecordView(update.id, recordUpdateView);
  const photos = useUpdatePhotos(access === 'member' ? undefined : update.id, imageCount);
  const memberPhotos = useMemberPhotos(update);
  const random = useUpdateSource('randomPhotos', randomCount + 1);
  const randomItems = random.data?.items.filter((item) => item.id !== update.id).slice(0, randomCount);
  const name = nameOf(update);
  const photoCount = update.photoCount ?? photos.data?.total ?? 0;
  const shown = access === 'member' ? memberPhotos : photos;

  const download = (
    <UpdateDownloadPanel
      update={update}
      files="zip"
      templates={[
        { id: 'original', label: t`High resolution ZIP`, detail: <Plural value={photoCount} one="# photo · up to 5000 px" other="# photos · up to 5000 px" /> },
        { id: '1920', label: t`Standard ZIP`, detail: <Plural value={photoCount} one="# photo · 1920 px" other="# photos · 1920 px" /> },
      ]}
    />
  );
  const details = (
    <>
      <UpdateActions update={update} name={name} />
      <UpdatePurchaseOffer update={update} name={name} />
      <Facts>
        <UpdateFacts update={update} />
      </Facts>
      <Description>{update.description}</Description>
    </>
  );
  const pictures = (
    <Pictures
      images={shown.data?.items}
      total={access === 'member' ? (shown.data?.total ?? photoCount) : photoCount}
      failed={access === 'member' ? memberPhotos.gaveUp : !!photos.error}
      retry={access === 'member' ? memberPhotos.retry : () => photos.mutate()}
      renew={() => memberPhotos.mutate()}
      upright={variant === 'upright'}
      name={name}
      member={access === 'member'}
      visitor={access === 'visitor'}
    />
  );
  const showPreview = showMemberPreview && access !== 'member';
  const previewImages = photos.data?.items ?? [];

  return (
    <article aria-labelledby={variant === 'upright' ? headingId : undefined}>
      {variant === 'classic' ? (
        <>
          <TitledHero image={soft ? update.previewImageSoft : update.previewImage} ratio={ratio} title={name} />
          <DetailFrame>
            <Columns>
              <Main>
                {details}
                {pictures}
              </Main>
              <Side>
                {download}
                {showPreview && <MemberPreview images={previewImages} photoCount={photoCount} />}
              </Side>
            </Columns>
          </DetailFrame>
        </>
      ) : (
        <DetailFrame>
          <UprightHead>
            <Cover>
              <ResponsiveImage
                image={soft ? update.previewImageUprightSoft : update.previewImageUpright}
                alt=""
                ratio="2:3"
                sizes="(min-width: 992px) 30vw, 100vw"
                priority
              />
            </Cover>
            <Main>
              <DetailTitle id={headingId}>{name}</DetailTitle>
              {details}
              <Download>{download}</Download>
            </Main>
          </UprightHead>
          {pictures}
          {showPreview && (
            <PreviewRow>
              <MemberPreview images={previewImages} photoCount={photoCount} wide />
            </PreviewRow>
          )}
        </DetailFrame>
      )}
      {randomCount > 0 && (
        <UpdateGridSection
          heading={t`More galleries`}
          updates={randomItems}
          error={random.error}
          onRetry={() => void random.mutate()}
          orientation="upright"
          count={randomCount}
        />
      )}
    </article>
  );
}

interface PicturesProps {
  images: UpdateImage[] | undefined;
  total: number;
  /** No pictures and no more automatic retries: say so and offer to try again. */
  failed: boolean;
  retry: () => Promise<unknown>;
  upright: boolean;
  name: string;
  /** Members with access: every picture, opening in the lightbox. */
  member: boolean;
  /** Free previews open in the lightbox for everyone; past them visitors get the members-only modal, logged-in users without access go to renew. */
  visitor: boolean;
  /** Fresh signed URLs for a member whose page stayed open past their expiry. */
  renew: () => Promise<unknown>;
}

/** The pictures: for members all of them in the lightbox; for others the public previews (in the lightbox too). */
function Pictures({ images, total, failed, retry, upright, name, member, visitor, renew }: PicturesProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const headingId = useId();
  const { requireMember, modal } = useMembersOnly();
  const [open, setOpen] = useState<number | null>(null);
  const more = images && !member ? Math.max(0, total - images.length) : 0;
  // Members page through every picture; everyone else through the free previews (their public 620 px
  // copies, never an original), the teaser that stands for the members' pictures left out.
  const previews = images && !member ? images.slice(0, more > 0 ? -1 : undefined) : [];
  const viewable = member && images ? images.map((image) => ({ id: image.id, src: image.scaledSrc2 ?? image.scaledSrc1, originalSrc: image.originalSrc })) : previews.map((image) => ({ id: image.id, src: image.scaledSrc1 }));
  // Many thumbnails fail together when their URLs expire: one request renews them all.
  const renewing = useRef<Promise<unknown> | null>(null);
  const renewOnce = () =>
    (renewing.current ??= renew().finally(() => {
      renewing.current = null;
    }));
  // Opening or paging the viewer after the signed URLs expired fetches fresh ones first.
  const show = (index: number) => {
    renewIfExpired(images?.[index]?.scaledSrc2, renewOnce);
    setOpen(index);
  };
  const onPicture = (index: number) => {
    if (member) show(index);
    else if (index < previews.length) setOpen(index);
    else if (visitor) requireMember();
    else navigate('/signup');
  };
  return (
    <PicturesSection aria-labelledby={headingId}>
      <PanelHeading id={headingId}>
        {member ? <Plural value={total} one="# picture" other="All # pictures" /> : <Trans>Pictures</Trans>}
      </PanelHeading>
      {!images ? (
        failed ? (
          <LoadProblem onRetry={() => void retry()}>
            <Trans>The pictures could not be loaded. Please try again later.</Trans>
          </LoadProblem>
        ) : (
          <TextSkeleton label={t`Loading pictures`} rows={3} />
        )
      ) : (
        <Thumbs $upright={upright}>
          {images.map((image, index) => {
            // The last picture carries the count of those only members see.
            const teaser = more > 0 && index === images.length - 1;
            return (
              <li key={image.id}>
                <Thumb type="button" onClick={() => onPicture(index)} aria-label={teaser ? undefined : t`Photo ${index + 1} of ${total} from ${name}`}>
                  <img
                    src={image.scaledSrc1}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    onError={member ? () => renewIfExpired(image.scaledSrc1, renewOnce) : undefined}
                  />
                  {teaser && (
                    <MoreOverlay>
                      <Plural value={more} one="+# more photo for members" other="+# more photos for members" />
                    </MoreOverlay>
                  )}
                </Thumb>
              </li>
            );
          })}
        </Thumbs>
      )}
      <Lightbox images={viewable} index={open} onIndexChange={show} onClose={() => setOpen(null)} name={name} />
      <MembersOnlyModal {...modal} />
    </PicturesSection>
  );
}

/** Members-area teaser for visitors: blurred pictures and the join prompt. */
function MemberPreview({ images, photoCount, wide = false }: { images: UpdateImage[]; photoCount: number; wide?: boolean }) {
  const headingId = useId();
  const tiles = images.slice(0, 4);
  return (
    <PreviewPanel as="section" aria-labelledby={headingId} $wide={wide}>
      {tiles.length > 0 && (
        <Blurred aria-hidden="true">
          {tiles.map((image) => (
            <img key={image.id} src={image.scaledSrc1} alt="" loading="lazy" />
          ))}
        </Blurred>
      )}
      <div>
        <PanelHeading id={headingId}>
          <Trans>Member preview</Trans>
        </PanelHeading>
        <PreviewText>
          <Plural
            value={photoCount}
            one="Members see this photo in up to 5000 px and download the whole gallery as a ZIP."
            other="Members see all # photos in up to 5000 px and download the whole gallery as a ZIP."
          />
        </PreviewText>
        <ButtonLink to="/signup">
          <Trans>JOIN NOW</Trans>
        </ButtonLink>
      </div>
    </PreviewPanel>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${up('lg')} {
    grid-template-columns: minmax(0, 8fr) minmax(260px, 4fr);
    align-items: start;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Side = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${up('lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
`;

const Facts = styled.div`
  padding: ${({ theme }) => `${theme.space.md} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const UprightHead = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${up('md')} {
    grid-template-columns: minmax(220px, 4fr) minmax(0, 8fr);
    align-items: start;
  }
  ${up('xl')} {
    grid-template-columns: minmax(260px, 3fr) minmax(0, 9fr);
  }
`;

const Cover = styled.div`
  max-width: 420px;
  width: 100%;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Download = styled.div`
  max-width: 480px;
`;

const PicturesSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Thumbs = styled.ul<{ $upright: boolean }>`
  display: grid;
  grid-template-columns: repeat(${({ $upright }) => ($upright ? 3 : 2)}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(${({ $upright }) => ($upright ? 4 : 3)}, minmax(0, 1fr));
  }
  ${up('lg')} {
    grid-template-columns: repeat(${({ $upright }) => ($upright ? 6 : 4)}, minmax(0, 1fr));
  }
  li > button {
    aspect-ratio: ${({ $upright }) => ($upright ? '2 / 3' : '1 / 1')};
  }
`;

const Thumb = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.heading};
  font: inherit;
  font-weight: 700;
  cursor: zoom-in;
  container-type: inline-size;
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.35s ease;
  }
  &:hover img {
    transform: scale(1.05);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const MoreOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => `color-mix(in srgb, ${theme.colors.headerBackground} 72%, transparent)`};
  color: ${({ theme }) => theme.colors.headerText};
  /* Sized by the thumbnail, so the sentence fits a small square in every language. */
  font-size: clamp(0.6rem, 9cqi, 0.85rem);
  line-height: 1.25;
  text-align: center;
  hyphens: auto;
  overflow-wrap: break-word;
  ${up('md')} {
    font-size: clamp(0.6rem, 9cqi, 1.05rem);
  }
`;

const PreviewRow = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const PreviewPanel = styled(Panel)<{ $wide: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${up('md')} {
    grid-template-columns: ${({ $wide }) => ($wide ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr')};
    align-items: center;
    gap: ${({ theme, $wide }) => ($wide ? theme.space.xl : theme.space.md)};
  }
`;

const Blurred = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  img {
    width: 100%;
    aspect-ratio: 2 / 3;
    object-fit: cover;
    filter: blur(8px);
    transform: scale(1.1);
  }
`;

const PreviewText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
