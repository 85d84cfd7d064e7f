// What the video and gallery detail pages share: rating and favourite, the info row, the download
// area and the comments panel. Members-only actions go through `requireMember` (useMembersOnly).
import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Update } from '../../schemas/api';
import { bcp47Of } from '../i18n/locales';
import { localeAtom } from '../state/preferences';
import { isLoggedInAtom } from '../state/session';
import { ButtonLink, Button } from './button';
import { Fact, FactList, ModelLinks, Muted, Panel, TagLinks } from './detail-parts';
import { FavouriteHeart } from './favourite-heart';
import { formatDate, formatDuration, isoDay } from './format';
import { loginHref } from './members-only-modal';
import { StarRating } from './star-rating';

export type RequireMember = (memberAction?: () => void) => void;

export function useFormatNumber(fractionDigits = 0) {
  const locale = useAtomValue(localeAtom);
  const format = new Intl.NumberFormat(bcp47Of(locale), { maximumFractionDigits: fractionDigits, minimumFractionDigits: fractionDigits });
  return (value: number) => format.format(value);
}

/** Star rating (average) and favourite toggle of an update. */
export function UpdateActions({ update, name, requireMember }: { update: Update; name: string; requireMember: RequireMember }) {
  const { t } = useLingui();
  const format = useFormatNumber(1);
  // Members: rating and favourite requests come with the member issue.
  return (
    <ActionRow>
      <RatingBox>
        <StarRating value={update.statistic.userRating ?? update.statistic.rating} label={t`Rate ${name}`} onChange={() => requireMember()} />
        <Score>
          <span className="visually-hidden">
            <Trans>Average rating:</Trans>{' '}
          </span>
          {format(update.statistic.rating)}
        </Score>
      </RatingBox>
      <FavouriteHeart pressed={update.statistic.userFavourite === true} label={t`Favourite`} showLabel onToggle={() => requireMember()} />
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

export interface DownloadOption {
  id: string;
  label: ReactNode;
  detail: ReactNode;
}

/** Download buttons (resolutions or zip files); visitors get the members-only modal. */
export function DownloadPanel({ heading, options, requireMember }: { heading: string; options: DownloadOption[]; requireMember: RequireMember }) {
  const headingId = useId();
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <PanelHeading id={headingId}>{heading}</PanelHeading>
      <DownloadList>
        {options.map((option) => (
          <li key={option.id}>
            {/* Members: the signed file URL comes with the member issue. */}
            <DownloadButton type="button" onClick={() => requireMember()}>
              <DownloadIcon />
              <span>
                <strong>{option.label}</strong>
                <small>{option.detail}</small>
              </span>
            </DownloadButton>
          </li>
        ))}
      </DownloadList>
    </Panel>
  );
}

/** Comments: the list (none yet) and the entry box, which asks visitors to join. */
export function CommentsPanel() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const location = useLocation();
  const headingId = useId();
  const fieldId = useId();
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <PanelHeading id={headingId}>
        <Trans>Comments</Trans>
      </PanelHeading>
      <Muted>
        <Trans>No comments yet</Trans>
      </Muted>
      {loggedIn ? (
        // Posting (PUT usercomments) comes with the member issue.
        <CommentForm onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={fieldId}>
            <Trans>Your comment</Trans>
          </label>
          <textarea id={fieldId} rows={3} />
          <Button type="submit" $size="small">
            <Trans>Post comment</Trans>
          </Button>
        </CommentForm>
      ) : (
        <JoinBox>
          <p>
            <Trans>Only members can write comments. Join now and tell us what you think.</Trans>
          </p>
          <div>
            <ButtonLink to="/signup" $size="small">
              <Trans>JOIN NOW</Trans>
            </ButtonLink>
            <Link to={loginHref(`${location.pathname}${location.search}`)}>{t`Login`}</Link>
          </div>
        </JoinBox>
      )}
    </Panel>
  );
}

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
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

export const PanelHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const DownloadList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const DownloadButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: border-color 0.15s ease, color 0.15s ease;
  svg {
    flex: none;
    width: 22px;
    height: 22px;
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    display: flex;
    flex-direction: column;
  }
  strong {
    color: ${({ theme }) => theme.colors.heading};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const JoinBox = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }
  a:not([class]) {
    font-weight: 700;
  }
`;

const CommentForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  justify-items: start;
  label {
    font-weight: 600;
  }
  textarea {
    width: 100%;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;
