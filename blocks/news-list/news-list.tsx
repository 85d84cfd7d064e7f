import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../define-block';
import type { newsList } from './index';
import type { Post } from '../../schemas/api';
import type { ColumnSpans } from '../../schemas/config/breakpoints';
import { useCategories, usePosts } from '../../src/api/posts';
import { useLocalized } from '../../src/i18n/use-localized';
import { useListQuery } from '../../src/routes/use-list-query';
import { up } from '../../src/theme/breakpoints';
import { sizesFor, useSoftImages } from '../../src/ui/card-helpers';
import { brandText } from '../../src/ui/brand-colors';
import { htmlToText } from '../../src/ui/html';
import { CategoryLinks, PostMeta, postHref, RecentPosts } from '../../src/ui/news-parts';
import { PagedGrid } from '../../src/ui/paged-grid';
import { ResponsiveImage } from '../../src/ui/responsive-image';
import { Section } from '../../src/ui/section';
import { NEWS_PREVIEW_LENGTH, truncateWords } from '../../src/ui/truncate';
import { NEWS_FILTER_PARAMS } from '../../shared/page-query';

/** One preview per row on phones, two side by side from tablets on. */
const SPANS: ColumnSpans = { xs: 12, md: 6 };
// A post's teaser (title, date, 130 characters) needs the full width on phones.
const PHONE = 'configured';
/** From `lg` on the list takes about two thirds of the page width. */
const IMAGE_SIZES = `(min-width: 1320px) 420px, (min-width: 992px) 32vw, ${sizesFor(SPANS, PHONE)}`;

const Columns = styled.div<{ $aside: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${up('lg')} {
    grid-template-columns: ${({ $aside }) => ($aside ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1fr)')};
    align-items: start;
  }
`;

const Aside = styled.aside`
  ${up('lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
`;

const Filter = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  transition:
    box-shadow 0.2s ease,
    transform 0.2s ease;
  img {
    transition: transform 0.35s ease;
  }
  @media (hover: hover) {
    &:hover {
      box-shadow: ${({ theme }) => theme.shadow};
    }
    &:hover img {
      transform: scale(1.04);
    }
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 3px;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.15rem;
  line-height: 1.3;
  a {
    color: ${({ theme }) => theme.colors.heading};
  }
  a:hover {
    color: ${({ theme }) => brandText(theme)};
    text-decoration: none;
  }
  /* The whole card opens the post; the category badge sits above this layer. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
  line-height: 1.6;
`;

const ReadMore = styled.span`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => brandText(theme)};
  font-size: 0.82rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Toolbar = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  a {
    font-weight: 600;
  }
`;

/** The plain-text description of a post: its HTML content, tags removed, cut on a word boundary. */
export const describePost = (post: Pick<Post, 'content'>) => truncateWords(htmlToText(post.content), NEWS_PREVIEW_LENGTH);

function PostPreview({ post, priority }: { post: Post; priority: boolean }) {
  const soft = useSoftImages();
  return (
    <Card>
      <ResponsiveImage image={soft ? post.previewImageSoft : post.previewImage} alt="" ratio="16:9" sizes={IMAGE_SIZES} priority={priority} />
      <Body>
        <PostMeta post={post} />
        <Title>
          <Link to={postHref(post)}>{post.fullName}</Link>
        </Title>
        <Description>{describePost(post)}</Description>
        <ReadMore aria-hidden="true">
          <Trans>Read more</Trans> →
        </ReadMore>
      </Body>
    </Card>
  );
}

export default function NewsList({ heading, showCategories, recentCount }: BlockProps<typeof newsList>) {
  const { t } = useLingui();
  const localized = useLocalized();
  const query = useListQuery({ filterKeys: NEWS_FILTER_PARAMS });
  const category = query.filters.category;
  const { data, error, isLoading, mutate } = usePosts({ page: query.page, size: query.size, category });
  const categories = useCategories();

  const active = categories.data?.items.find((c) => c.permaLink === category);
  const withPosts = categories.data?.items.filter((c) => (c.postCount ?? 1) > 0 || c.permaLink === category) ?? [];
  const allCount = categories.data?.items.every((c) => c.postCount !== undefined)
    ? categories.data.items.reduce((sum, c) => sum + (c.postCount ?? 0), 0)
    : undefined;
  const title = localized(heading);
  const showAside = recentCount > 0;

  return (
    <Section heading={title} label={t`News`}>
      <Columns $aside={showAside}>
        <div>
          {!title && (
            <h2 className="visually-hidden">
              <Trans>News posts</Trans>
            </h2>
          )}
          {showCategories && withPosts.length > 0 && (
            <Filter aria-label={t`News categories`}>
              <CategoryLinks categories={withPosts} active={category} variant="chips" total={allCount} />
            </Filter>
          )}
          <PagedGrid
            query={query}
            data={data}
            error={error}
            isLoading={isLoading}
            onRetry={() => void mutate()}
            toolbar={
              category ? (
                <Toolbar role="status">
                  <Trans>
                    Category: <strong>{active?.fullName ?? category}</strong>
                  </Trans>{' '}
                  · <Link to="/news">{t`Show all news`}</Link>
                </Toolbar>
              ) : undefined
            }
            itemKey={(post) => post.id}
            renderItem={(post, index) => <PostPreview post={post} priority={query.page === 0 && index < 2} />}
            spans={SPANS}
            phone={PHONE}
            ratio="16:9"
            skeletonLines={3}
            loadingLabel={t`Loading news`}
            errorText={<Trans>The news could not be loaded. Please try again later.</Trans>}
            emptyTitle={category ? <Trans>No posts in this category</Trans> : <Trans>No news yet</Trans>}
            emptyText={
              category ? <Trans>Choose another category or show all news.</Trans> : <Trans>New posts will appear here soon.</Trans>
            }
            paginationLabel={t`News pages`}
            listLabel={t`News posts`}
          />
        </div>
        {showAside && (
          <Aside aria-label={t`More news`}>
            <RecentPosts count={recentCount} />
          </Aside>
        )}
      </Columns>
    </Section>
  );
}
