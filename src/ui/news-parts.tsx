// Pieces the news list and the news post share: links, the side-column panels (recent posts,
// categories with counts) and the post meta line.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Category, Post } from '../../schemas/api';
import { brandFill, brandText } from './brand-colors';
import { useCategories, useRecentPosts } from '../api/posts';
import { TextSkeleton } from './card-skeleton';
import { formatDate, isoDay } from './format';
import { LoadProblem } from './load-problem';
import { ResponsiveImage } from './responsive-image';
import { useSoftImages } from './card-helpers';

export const postHref = (post: Pick<Post, 'permaLink'>) => `/news/${encodeURIComponent(post.permaLink)}`;
export const categoryHref = (category: Pick<Category, 'permaLink'>) => `/news?category=${encodeURIComponent(category.permaLink)}`;

/** A boxed panel of the side column with its heading. */
export const SidePanel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
    font-size: 0.95rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

/** Date and category of a post: `dd.mm.yyyy · Category`. */
const MetaLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.82rem;
  time {
    font-variant-numeric: tabular-nums;
  }
`;

const CategoryBadge = styled(Link)`
  position: relative;
  z-index: 2;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid currentColor;
  color: ${({ theme }) => brandText(theme)};
  font-size: 0.72rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  &:hover {
    border-color: ${({ theme }) => brandFill(theme).background};
    background: ${({ theme }) => brandFill(theme).background};
    color: ${({ theme }) => brandFill(theme).color};
    text-decoration: none;
  }
`;

export function PostMeta({ post, children }: { post: Post; children?: ReactNode }) {
  return (
    <MetaLine>
      <time dateTime={isoDay(post.publishDate)}>{formatDate(post.publishDate)}</time>
      {post.category.permaLink && <CategoryBadge to={categoryHref(post.category)}>{post.category.fullName}</CategoryBadge>}
      {children}
    </MetaLine>
  );
}

const RecentList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RecentItem = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  & > div:first-child {
    border-radius: ${({ theme }) => theme.radius.sm};
    overflow: hidden;
  }
  a {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${({ theme }) => theme.colors.heading};
    font-weight: 700;
    font-size: 0.92rem;
    line-height: 1.35;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:hover {
    color: ${({ theme }) => brandText(theme)};
    text-decoration: none;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 3px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a:focus-visible {
    outline: none;
  }
  time {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.78rem;
    font-variant-numeric: tabular-nums;
  }
`;

export interface RecentPostsProps {
  count: number;
  /** Leaves this post out (the one being read). */
  excludeId?: number;
}

/** The newest posts as a compact list with thumbnails; nothing when there are none. */
export function RecentPosts({ count, excludeId }: RecentPostsProps) {
  const { t } = useLingui();
  const { data, error, mutate } = useRecentPosts(count + (excludeId === undefined ? 0 : 1));
  const headingId = useId();
  const soft = useSoftImages();
  const posts = data?.items.filter((post) => post.id !== excludeId).slice(0, count);
  if (posts && posts.length === 0) return null;
  return (
    <SidePanel aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Recent posts</Trans>
      </h2>
      {posts ? (
        <RecentList>
          {posts.map((post) => (
            <RecentItem key={post.id}>
              <ResponsiveImage image={soft ? post.previewImageSoft : post.previewImage} alt="" ratio="16:9" sizes="96px" />
              <div>
                <Link to={postHref(post)}>{post.fullName}</Link>
                <time dateTime={isoDay(post.publishDate)}>{formatDate(post.publishDate)}</time>
              </div>
            </RecentItem>
          ))}
        </RecentList>
      ) : error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The recent posts could not be loaded.</Trans>
        </LoadProblem>
      ) : (
        <TextSkeleton label={t`Loading recent posts`} rows={count} />
      )}
    </SidePanel>
  );
}

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 0.45em;
  padding: 0.45em 1em;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.88rem;
  font-weight: 600;
  white-space: nowrap;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => brandText(theme)};
    color: ${({ theme }) => brandText(theme)};
    text-decoration: none;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => brandFill(theme).background};
    border-color: ${({ theme }) => brandFill(theme).background};
    color: ${({ theme }) => brandFill(theme).color};
  }
`;

const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  ${chip}
`;

const ChipCount = styled.span`
  min-width: 1.6em;
  padding: 0 0.4em;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, currentColor 14%, transparent);
  font-size: 0.78em;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

const RowList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  a:hover {
    color: ${({ theme }) => brandText(theme)};
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => brandText(theme)};
  }
`;

const RowCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** A count shown as a number, announced with its noun. */
function PostCount({ value, as: Wrapper }: { value: number; as: typeof ChipCount | typeof RowCount }) {
  return (
    <>
      {' '}
      <Wrapper aria-hidden="true">{value}</Wrapper>
      <span className="visually-hidden">
        (<Plural value={value} one="# post" other="# posts" />)
      </span>
    </>
  );
}

export interface CategoryLinksProps {
  categories: readonly Category[];
  /** The permaLink of the category being shown, if any. */
  active?: string | undefined;
  /** `chips`: the filter row of the news list, with an "All" chip; `list`: the side panel. */
  variant: 'chips' | 'list';
  /** Number of all posts, for the "All" chip. */
  total?: number | undefined;
  /** Link of the "All" chip. */
  allHref?: string;
}

export function CategoryLinks({ categories, active, variant, total, allHref = '/news' }: CategoryLinksProps) {
  if (variant === 'list') {
    return (
      <RowList>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryHref(category)} {...(category.permaLink === active ? { 'aria-current': 'page' as const } : {})}>
              <span>{category.fullName}</span>
              {category.postCount !== undefined && <PostCount value={category.postCount} as={RowCount} />}
            </Link>
          </li>
        ))}
      </RowList>
    );
  }
  return (
    <ChipList>
      <li>
        <Chip to={allHref} {...(!active ? { 'aria-current': 'page' as const } : {})}>
          <Trans>All</Trans>
          {total !== undefined && <PostCount value={total} as={ChipCount} />}
        </Chip>
      </li>
      {categories.map((category) => (
        <li key={category.id}>
          <Chip to={categoryHref(category)} {...(category.permaLink === active ? { 'aria-current': 'page' as const } : {})}>
            {category.fullName}
            {category.postCount !== undefined && <PostCount value={category.postCount} as={ChipCount} />}
          </Chip>
        </li>
      ))}
    </ChipList>
  );
}

/** The side panel with every category that has posts, and its count. */
export function CategoriesPanel({ active }: { active?: string | undefined }) {
  const { t } = useLingui();
  const { data, error, mutate } = useCategories();
  const headingId = useId();
  const categories = data?.items.filter((category) => (category.postCount ?? 1) > 0);
  if (categories && categories.length === 0) return null;
  return (
    <SidePanel aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Categories</Trans>
      </h2>
      {categories ? (
        <CategoryLinks categories={categories} active={active} variant="list" />
      ) : error ? (
        <LoadProblem onRetry={() => void mutate()}>
          <Trans>The categories could not be loaded.</Trans>
        </LoadProblem>
      ) : (
        <TextSkeleton label={t`Loading categories`} rows={4} />
      )}
    </SidePanel>
  );
}
