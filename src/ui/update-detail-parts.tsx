// What the video and gallery detail pages share: who may have the member files, rating and
// favourite, the info row and the download area (comments: comments-panel.tsx).
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Update } from '../../schemas/api';
import { useMemberActions } from '../api/member-actions';
import { useUpdateDownloads, videoFiles, zipFiles, type MemberFile } from '../api/updates';
import { bcp47Of } from '../../shared/locales';
import { localeAtom } from '../state/preferences';
import { useRenderedUser } from '../state/rendered-user';
import { hasAccessTo, subscriptionOf } from '../state/subscription';
import { Fact, FactList, ModelLinks, TagLinks } from './detail-parts';
import { DownloadPanel, PanelHeading, type DownloadOption } from './download-list';
import { FavouriteHeart } from './favourite-heart';
import { useFormatFileSize } from './file-size';
import { formatDate, formatDuration, isoDay } from './format';
import { MembersOnlyModal } from './members-only-modal';
import { StarRating } from './star-rating';
import { useMembersOnly } from './use-members-only';
import { useSessionRating, useUpdateFavourite } from './use-member-interactions';
import { numberFormat } from '../../shared/intl-formats';

export { PanelHeading };

export function useFormatNumber(fractionDigits = 0) {
  const locale = useAtomValue(localeAtom);
  const format = numberFormat(bcp47Of(locale), { maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits });
  return (value: number) => format.format(value);
}

/**
 * What the user may have of an update: `member` (subscription or purchase: full video, pictures,
 * zips), `visitor` (trailers and previews; actions open the members-only modal), `expired` (asked
 * to renew) or `none` (logged in, never subscribed, not bought).
 */
export type UpdateAccess = 'member' | 'visitor' | 'expired' | 'none';

export function useUpdateAccess(update: Pick<Update, 'id'>): UpdateAccess {
  const user = useRenderedUser();
  if (!user) return 'visitor';
  if (hasAccessTo(user, update.id)) return 'member';
  return subscriptionOf(user).kind === 'expired' ? 'expired' : 'none';
}

/** Star rating (average) and favourite toggle of an update; visitors get the members-only modal. */
export function UpdateActions({ update, name }: { update: Update; name: string }) {
  const { t } = useLingui();
  const format = useFormatNumber(1);
  const actions = useMemberActions();
  const favourite = useUpdateFavourite(update.id, update.statistic.userFavourite === true);
  const rating = useSessionRating(update.permaLink, update.statistic.rating, (value) => actions.rateUpdate(update.id, value));
  return (
    <ActionRow>
      <RatingBox>
        {rating.readOnly ? (
          <StarRating value={rating.value} readOnly />
        ) : (
          <StarRating value={update.statistic.userRating ?? rating.value} label={t`Rate ${name}`} onChange={rating.onChange} />
        )}
        <Score>
          <span className="visually-hidden">
            <Trans>Average rating:</Trans>{' '}
          </span>
          {format(rating.average)}
        </Score>
        {rating.readOnly && (
          <Thanks role="status">
            <Trans>Thanks for rating!</Trans>
          </Thanks>
        )}
      </RatingBox>
      <FavouriteHeart pressed={favourite.pressed} label={t`Favourite`} showLabel onToggle={favourite.onToggle} />
      <MembersOnlyModal {...favourite.modal} />
      <MembersOnlyModal {...rating.modal} />
    </ActionRow>
  );
}

/** The info row: duration or photo count, starring, tags, date dd.mm.yyyy, views. */
export function UpdateFacts({ update }: { update: Update }) {
  const { t } = useLingui();
  const format = useFormatNumber();
  return (
    <FactList>
      {update.playTimeSeconds !== undefined && <Fact label={t`Duration`}>{formatDuration(update.playTimeSeconds)}</Fact>}
      {update.photoCount !== undefined && <Fact label={t`Photos`}>{format(update.photoCount)}</Fact>}
      <Fact label={t`Date`}>
        <time dateTime={isoDay(update.publishDate)}>{formatDate(update.publishDate)}</time>
      </Fact>
      <Fact label={t`Views`}>{format(update.statistic.viewCount)}</Fact>
      {update.models.length > 0 && (
        <Fact label={t`Starring`}>
          <ModelLinks models={update.models} />
        </Fact>
      )}
      {update.tags.length > 0 && (
        <Fact label={t`Tags`}>
          <TagLinks tags={update.tags} />
        </Fact>
      )}
    </FactList>
  );
}

/** A download choice before the member's files are known: which file it is and how to name it. */
export interface DownloadTemplate {
  /** Matches a member file: '3840' / '1920' for videos, 'original' / '1920' for zips. */
  id: string;
  label: ReactNode;
  detail: ReactNode;
}

/**
 * The download area: members with access get the signed files with their sizes; visitors the
 * members-only modal; expired members and users without a subscription the way to renew or join.
 */
export function UpdateDownloadPanel({ update, files, templates }: { update: Update; files: 'video' | 'zip'; templates: DownloadTemplate[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const access = useUpdateAccess(update);
  const { requireMember, modal } = useMembersOnly();
  const downloads = useUpdateDownloads(update);
  const size = useFormatFileSize();
  const pick = files === 'video' ? videoFiles : zipFiles;
  const memberFiles = pick(downloads.data);
  const renew = (id: string) => async () => pick(await downloads.mutate()).find((f) => f.id === id)?.url;

  let options: DownloadOption[] = templates;
  let notice: ReactNode = null;
  if (access === 'member') {
    const byId = new Map<string, MemberFile>(memberFiles.map((f) => [f.id, f]));
    options = templates.flatMap((template) => {
      const file = byId.get(template.id);
      if (!file) return [];
      const detail = file.filesize === undefined ? template.detail : <>{template.detail} · {size(file.filesize)}</>;
      return [{ ...template, detail, href: file.url, renew: renew(file.id) }];
    });
    if (!downloads.data) notice = downloads.error ? t`Your downloads could not be loaded. Please try again later.` : t`Preparing your downloads...`;
    else if (options.length === 0) notice = t`There is nothing to download for this update yet.`;
  } else if (access === 'expired') {
    notice = (
      <>
        <Trans>Your subscription expired, please renew.</Trans> <Link to="/signup">{t`Renew`}</Link>
      </>
    );
  } else if (access === 'none') {
    notice = (
      <>
        <Trans>Downloads come with a membership.</Trans> <Link to="/signup">{t`Join now`}</Link>
      </>
    );
  }
  const onLocked = () => (access === 'visitor' ? requireMember() : navigate('/signup'));

  return (
    <>
      <DownloadPanel heading={t`Download`} options={options} onLocked={onLocked} notice={notice} />
      <MembersOnlyModal {...modal} />
    </>
  );
}

const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
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

const Thanks = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
