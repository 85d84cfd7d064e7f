import { http } from 'msw';
import { categories } from '../fixtures/categories';
import { posts } from '../fixtures/posts';
import { all, matchesRef, notFound, ok, paged, param } from './respond';
import { paths } from './paths';

export const postsHandlers = [
  http.get(paths.posts, ({ request }) => {
    const url = new URL(request.url);
    const category = url.searchParams.get('category');
    const tag = url.searchParams.get('tag');
    const filtered = posts.filter(
      (post) =>
        (!category || matchesRef(post.category, category)) && (!tag || post.tags.some((t) => matchesRef(t, tag))),
    );
    return paged(filtered, url);
  }),
  http.get(paths.post, ({ params }) => {
    const post = posts.find((p) => p.permaLink === param(params.permalink));
    return post ? ok(post) : notFound();
  }),
  http.get(paths.categories, () => all(categories)),
];
