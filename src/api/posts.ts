// News posts and their categories (public/posts, public/posts/{permalink},
// public/categories): key + hook side by side.
import type { Category, Post } from '../../schemas/api';
import { useApiData, useApiList } from './use-api';

export interface PostsQuery {
  /** 0-based page. */
  page: number;
  size: number;
  /** Category permaLink; empty for all. */
  category?: string;
}

export const postsKey = ({ page, size, category }: PostsQuery) =>
  ['public/posts', { p: page, s: size, category: category || undefined }] as const;
export const usePosts = (query: PostsQuery) => useApiList<Post>(postsKey(query));

/** The newest `size` posts (the recent-posts column). */
export const useRecentPosts = (size: number) => usePosts({ page: 0, size });

export const postKey = (permaLink: string) => [`public/posts/${encodeURIComponent(permaLink)}`] as const;
/** One post; `undefined` skips the request (no permaLink in the route). */
export const usePost = (permaLink: string | undefined) => useApiData<Post>(permaLink ? postKey(permaLink) : null);

export const categoriesKey = ['public/categories'] as const;
/** Every category with its number of published posts (`postCount`). */
export const useCategories = () => useApiList<Category>(categoriesKey);
