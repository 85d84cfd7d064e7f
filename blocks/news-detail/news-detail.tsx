import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { newsDetail } from './index';
import type { Post } from '../../schemas/api';
import { useTags } from '../../src/api/content';
import { usePost } from '../../src/api/posts';
import { useSiteConfig } from '../../src/config/site-config-context';
import { bcp47Of } from '../../shared/locales';
import { useLocalized } from '../../src/i18n/use-localized';
import { useDetailPermaLink, useNotFoundRedirect } from '../../src/routes/detail-route';
import { localeAtom } from '../../src/state/preferences';
import { up } from '../../src/theme/breakpoints';
import { DetailFrame, DetailProblem, DetailTitle, MissingPermaLink, ModelLinks, TagLinks } from '../../src/ui/detail-parts';
import { brandFill, brandText } from '../../src/ui/brand-colors';
import { TextSkeleton } from '../../src/ui/card-skeleton';
import { SanitizedHtml } from '../../src/ui/sanitized-html';
import { CategoriesPanel, PostMeta, RecentPosts, SidePanel } from '../../src/ui/news-parts';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { useSoftImages } from '../../src/ui/card-helpers';
import { metaDescription, usePageMeta } from '../../src/seo/page-meta';
import { htmlToText } from '../../src/ui/html';
import { proseElements } from '../../src/ui/prose';
import { SocialLinks } from '../../src/ui/social-links';
import { collator } from '../../shared/intl-formats';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const Hero = styled.div`
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.lg}`};
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  align-items: baseline;
  margin: 0;
  dt {
    font-size: 0.72rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** The post's HTML: typographic rhythm for headings, lists, quotes, tables and images. */
const Prose = styled(SanitizedHtml)`
  max-width: 75ch;
  font-size: 1.05rem;
  line-height: 1.75;
  overflow-wrap: break-word;
  h1,
  h2,
  h3,
  h4 {
    margin: 1.6em 0 0.6em;
    font-weight: 800;
    letter-spacing: 0.02em;
  }
  h1,
  h2 {
    font-size: 1.45rem;
  }
  h3 {
    font-size: 1.2rem;
  }
  ${proseElements}
`;

const Back = styled(Link)`
  display: inline-flex;
  color: ${({ theme }) => brandText(theme)};
  margin-top: ${({ theme }) => theme.space.xl};
  font-weight: 700;
  font-size: 0.9rem;
  letter-spacing: 0.05em;
  text-transform: uppercase;
`;

const About = styled.p`
  margin: 0;
  line-height: 1.65;
  white-space: pre-line;
`;

const SidebarSocialLinks = styled(SocialLinks)`
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    transition:
      background 0.15s ease,
      color 0.15s ease,
      border-color 0.15s ease;
  }
  a:hover {
    background: ${({ theme }) => brandFill(theme).background};
    border-color: ${({ theme }) => brandFill(theme).background};
    color: ${({ theme }) => brandFill(theme).color};
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

const Cloud = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 0.25em 0.75em;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.85rem;
    font-weight: 500;
  }
  a:hover {
    background: ${({ theme }) => brandFill(theme).background};
    border-color: ${({ theme }) => brandFill(theme).background};
    color: ${({ theme }) => brandFill(theme).color};
    text-decoration: none;
  }
`;

const HeroPlaceholder = styled.div`
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

function SocialPanel() {
  const { t } = useLingui();
  const social = useSiteConfig().core.social;
  if (!Object.values(social).some(Boolean)) return null;
  return (
    <SidePanel aria-label={t`Follow us`}>
      <h2>
        <Trans>Follow us</Trans>
      </h2>
      <SidebarSocialLinks size={20} />
    </SidePanel>
  );
}

function TagCloudPanel({ limit }: { limit: number }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { data } = useTags();
  const tags = (data?.items ?? [])
    .filter((tag) => (tag.updateCount ?? 1) > 0)
    .sort((a, b) => (b.updateCount ?? 0) - (a.updateCount ?? 0))
    .slice(0, limit)
    .sort((a, b) => collator(bcp47Of(locale)).compare(a.fullName, b.fullName));
  if (tags.length === 0) return null;
  return (
    <SidePanel aria-label={t`Tags`}>
      <h2>
        <Trans>Tags</Trans>
      </h2>
      <Cloud>
        {tags.map((tag) => (
          <li key={tag.id}>
            <Link to={`/updates?tag=${encodeURIComponent(tag.permaLink)}`}>{tag.fullName}</Link>
          </li>
        ))}
      </Cloud>
    </SidePanel>
  );
}

function PostContent({ html }: { html: string }) {
  return <Prose html={html} data-testid="post-content" />;
}

function PostArticle({ post }: { post: Post }) {
  const { t } = useLingui();
  const soft = useSoftImages();
  return (
    <article aria-labelledby={`post-${post.id}-title`}>
      <Hero>
        <ResponsiveImage image={soft ? post.previewImageSoft : post.previewImage} alt="" ratio="16:9" sizes="(min-width: 1320px) 940px, (min-width: 992px) 70vw, 100vw" priority />
      </Hero>
      <Header>
        <PostMeta post={post} />
        <DetailTitle id={`post-${post.id}-title`}>{post.fullName}</DetailTitle>
        {(post.tags.length > 0 || post.models.length > 0) && (
          <Facts>
            {post.models.length > 0 && (
              <>
                <dt>{t`Models`}</dt>
                <dd>
                  <ModelLinks models={post.models} />
                </dd>
              </>
            )}
            {post.tags.length > 0 && (
              <>
                <dt>{t`Tags`}</dt>
                <dd>
                  <TagLinks tags={post.tags} />
                </dd>
              </>
            )}
          </Facts>
        )}
      </Header>
      <PostContent html={post.content} />
      <Back to="/news">
        ← <Trans>All news</Trans>
      </Back>
    </article>
  );
}

export default function NewsDetail({ aboutTitle, aboutText, recentCount, showCategories, showSocial, tagLimit }: BlockProps<typeof newsDetail>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const permaLink = useDetailPermaLink();
  const { data: post, error, mutate } = usePost(permaLink);
  usePageMeta(post && { title: post.fullName, description: metaDescription(htmlToText(post.content)), ogType: 'article' });
  const notFound = useNotFoundRedirect(error);
  if (notFound) return null;

  const about = localized(aboutText);
  let main: ReactNode;
  if (!permaLink) main = <MissingPermaLink path="/news/{permaLink}" />;
  else if (post) main = <PostArticle post={post} />;
  else if (error) main = <DetailProblem onRetry={() => void mutate()} />;
  else
    main = (
      <div>
        <HeroPlaceholder aria-hidden="true" />
        <TextSkeleton label={t`Loading the post`} rows={6} />
      </div>
    );

  return (
    <DetailFrame>
      <Columns>
        <div>{main}</div>
        <aside aria-label={t`About and more news`}>
          {about && (
            <SidePanel aria-label={localized(aboutTitle) || t`About us`}>
              <h2>{localized(aboutTitle) || t`About us`}</h2>
              <About>{about}</About>
            </SidePanel>
          )}
          {recentCount > 0 && <RecentPosts count={recentCount} excludeId={post?.id ?? 0} />}
          {showCategories && <CategoriesPanel active={post?.category.permaLink} />}
          {showSocial && <SocialPanel />}
          {tagLimit > 0 && <TagCloudPanel limit={tagLimit} />}
        </aside>
      </Columns>
    </DetailFrame>
  );
}
