import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import styled, { css, keyframes } from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { lastNextUpdate } from './index';
import type { ContentType, Update } from '../../schemas/api';
import { useLastAndNext } from '../../src/api/content';
import { Section } from '../../src/ui/section';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { useSiteConfig } from '../../src/config/site-config-context';
import { isLoggedInAtom } from '../../src/state/session';
import { localeAtom } from '../../src/state/preferences';
import { formatDate } from '../../src/ui/format';
import { up } from '../../src/theme/breakpoints';

type LastNextUpdateProps = BlockProps<typeof lastNextUpdate>;

const detailPath: Record<ContentType, string> = { video: '/videos', photo: '/photos', dvd: '/dvds' };

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const CardBar = styled.h2`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  font-size: 0.95rem;
  font-weight: 800;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

const Media = styled.div`
  position: relative;
`;

const Badge = styled.span<{ $tone: 'primary' | 'accent' }>`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.headerBackground)};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primaryText : theme.colors.headerText)};
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Veil = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.headerBackground} 45%, transparent);
  color: ${({ theme }) => theme.colors.headerText};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: clamp(1.4rem, 3vw, 2.2rem);
  font-weight: 800;
  letter-spacing: 0.18em;
  text-transform: uppercase;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.heading};
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Models = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.text};
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const Placeholder = styled.div<{ $height?: string }>`
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  animation: ${css`${pulse} 1.4s ease-in-out infinite`};
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const MediaPlaceholder = styled(Placeholder)`
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: 0;
`;

const ShortPlaceholder = styled(Placeholder)`
  width: 60%;
`;

const Empty = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 16 / 9;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

function useContentTypeLabel() {
  const { t } = useLingui();
  return (type: ContentType) => (type === 'video' ? t`Video` : type === 'photo' ? t`Photo gallery` : t`DVD`);
}

function UpdateCard({ bar, update, upcoming }: { bar: ReactNode; update: Update | undefined; upcoming: boolean }) {
  const config = useSiteConfig();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const locale = useAtomValue(localeAtom);
  const typeLabel = useContentTypeLabel();

  if (!update) {
    return (
      <Card>
        <CardBar>{bar}</CardBar>
        <Empty>{upcoming ? <Trans>The next update will be announced soon.</Trans> : <Trans>No updates published yet.</Trans>}</Empty>
      </Card>
    );
  }

  const soft = config.core.fsk12.enableGlobalFsk12Mode && !loggedIn;
  const image = soft ? update.previewImageSoft : update.previewImage;
  const date = formatDate(update.publishDate);
  const title = update.names?.[`fullName_${locale}`] ?? update.fullName;
  const href = `${detailPath[update.contentType]}/${update.permaLink}`;
  const models = update.models.map((model) => model.fullName).join(', ');

  return (
    <Card>
      <CardBar>{bar}</CardBar>
      <Media>
        {upcoming ? (
          <>
            <ResponsiveImage image={image} alt="" ratio="16:9" sizes="(min-width: 768px) 50vw, 100vw" />
            <Veil>
              <Trans>Coming soon</Trans>
            </Veil>
          </>
        ) : (
          <Link to={href} tabIndex={-1} aria-hidden="true">
            <ResponsiveImage image={image} alt="" ratio="16:9" sizes="(min-width: 768px) 50vw, 100vw" />
          </Link>
        )}
        <Badge $tone={upcoming ? 'accent' : 'primary'}>{typeLabel(update.contentType)}</Badge>
      </Media>
      <Body>
        <h3>{upcoming ? title : <Link to={href}>{title}</Link>}</h3>
        <Meta>
          {upcoming ? <Trans>Available from {date}</Trans> : <Trans>Published on {date}</Trans>}
        </Meta>
        {models && (
          <Models>
            <Trans>With {models}</Trans>
          </Models>
        )}
      </Body>
    </Card>
  );
}

function LoadingCard({ bar }: { bar: ReactNode }) {
  return (
    <Card aria-hidden="true">
      <CardBar>{bar}</CardBar>
      <MediaPlaceholder />
      <Body>
        <Placeholder $height="1.3em" />
        <ShortPlaceholder $height="0.9em" />
      </Body>
    </Card>
  );
}

export default function LastNextUpdate({ contentType }: LastNextUpdateProps) {
  const { t } = useLingui();
  const config = useSiteConfig();
  const { data, error, isLoading } = useLastAndNext(contentType === 'all' ? undefined : contentType);
  const lastBar = <Trans>Last update</Trans>;
  const nextBar = <Trans>Next update</Trans>;

  if (error) return null;

  if (isLoading || !data) {
    return (
      <Section label={t`Last and next update`}>
        <Cards aria-busy="true">
          <LoadingCard bar={lastBar} />
          <LoadingCard bar={nextBar} />
          <span className="visually-hidden">
            <Trans>Loading updates…</Trans>
          </span>
        </Cards>
      </Section>
    );
  }

  const visible = (update: Update) => !(config.core.fsk12.hideHardcoreUpdates && update.hardcore);
  const last = data.lastUpdates.find(visible);
  const next = data.nextUpdates.find(visible);
  if (!last && !next) return null;

  return (
    <Section label={t`Last and next update`}>
      <Cards>
        <UpdateCard bar={lastBar} update={last} upcoming={false} />
        <UpdateCard bar={nextBar} update={next} upcoming />
      </Cards>
    </Section>
  );
}
