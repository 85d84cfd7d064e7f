import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { emptyLists, serverError } from '../../mock-api/scenarios';
import { posts } from '../../mock-api/fixtures/posts';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { htmlToText } from '../../src/ui/html';
import { newsList } from './index';
import NewsList from './news-list';

const renderAt = (route: string, props = newsList.defaults) =>
  renderWithApp(
    <Routes>
      <Route path="/news" element={<NewsList {...props} />} />
      <Route path="/news/:permaLink" element={<p>post page</p>} />
    </Routes>,
    { route },
  );

/** The preview cards of the main list (not the recent-posts column). */
const previews = () => screen.findAllByRole('article');

describe('news list block', () => {
  it('shows every post as a preview: date dd.mm.yyyy, category, title and a 130-character description', async () => {
    await renderAt('/news');
    const cards = await previews();
    expect(cards).toHaveLength(posts.length);

    const first = posts[0]!;
    const card = cards[0]!;
    expect(within(card).getByRole('link', { name: first.fullName })).toHaveAttribute('href', `/news/${first.permaLink}`);
    expect(within(card).getByRole('link', { name: first.category.fullName })).toHaveAttribute('href', `/news?category=${first.category.permaLink}`);
    const [y, m, d] = first.publishDate.slice(0, 10).split('-');
    expect(within(card).getByText(`${d}.${m}.${y}`)).toBeInTheDocument();

    const text = htmlToText(first.content);
    expect(text.length).toBeGreaterThan(130);
    const description = within(card).getByText((content) => content.endsWith('…'));
    const head = description.textContent!.slice(0, -1);
    expect(head.length).toBeLessThanOrEqual(130);
    expect(text.startsWith(head)).toBe(true);
    expect(text[head.length]).toBe(' ');
    expect(description.textContent).not.toMatch(/<|>/);
  });

  it('filters by the category in the URL and marks its chip as current', async () => {
    const requested: URL[] = [];
    server.use(
      http.get(paths.posts, ({ request }) => {
        requested.push(new URL(request.url));
      }),
    );
    await renderAt('/news?category=interviews');

    const expected = posts.filter((p) => p.category.permaLink === 'interviews');
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(expected.length), { timeout: 4000 });
    const titles = screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(titles).toEqual(expected.map((post) => post.fullName));
    expect(requested.some((url) => url.searchParams.get('category') === 'interviews' && url.searchParams.get('p') === '0')).toBe(true);

    const filter = screen.getByRole('navigation', { name: 'News categories' });
    const current = within(filter).getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName('Interviews (2 posts)');
    expect(within(filter).getByRole('link', { name: /^All/ })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('status')).toHaveTextContent('Category: Interviews');
  });

  it('switches the category from a chip and back to all news', async () => {
    await renderAt('/news');
    expect(await previews()).toHaveLength(posts.length);
    const filter = screen.getByRole('navigation', { name: 'News categories' });
    await userEvent.click(within(filter).getByRole('link', { name: /^Announcements/ }));
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(2), { timeout: 4000 });
    expect(within(filter).getByRole('link', { current: 'page' })).toHaveAccessibleName(/^Announcements/);

    await userEvent.click(within(filter).getByRole('link', { name: /^All/ }));
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(posts.length), { timeout: 4000 });
  });

  it('shows the recent posts in their own column', async () => {
    await renderAt('/news', { ...newsList.defaults, recentCount: 3 });
    const column = screen.getByRole('complementary', { name: 'More news' });
    const recent = await within(column).findAllByRole('listitem');
    expect(recent).toHaveLength(3);
    recent.forEach((item, index) =>
      expect(within(item).getByRole('link', { name: posts[index]!.fullName })).toHaveAttribute('href', `/news/${posts[index]!.permaLink}`),
    );
  });

  it('pages through the posts with the page in the URL', async () => {
    const config = (await import('../../tests/setup/render-with-app')).configWith((c) => {
      c.core.paging = { pageSize1: 3, pageSize2: 6, pageSize3: 12 };
    });
    await renderWithApp(
      <Routes>
        <Route path="/news" element={<NewsList {...newsList.defaults} recentCount={0} />} />
      </Routes>,
      { route: '/news?p=1', config },
    );
    await waitFor(() => expect(screen.getByRole('link', { name: posts[3]!.fullName })).toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/news?p=2');
  });

  it('says so when a category has no posts, and when loading fails', async () => {
    server.use(...emptyLists);
    const first = await renderAt('/news?category=interviews');
    expect(await screen.findByText('No posts in this category')).toBeInTheDocument();
    first.unmount();

    server.resetHandlers(...serverError);
    await renderAt('/news');
    expect(await screen.findByText('The news could not be loaded. Please try again later.')).toBeInTheDocument();
  });
});
