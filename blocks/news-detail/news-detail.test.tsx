import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { server } from '../../mock-api/node';
import { paths } from '../../mock-api/handlers/paths';
import { ok } from '../../mock-api/handlers/respond';
import { serverError } from '../../mock-api/scenarios';
import { categories } from '../../mock-api/fixtures/categories';
import { posts } from '../../mock-api/fixtures/posts';
import { renderWithApp } from '../../tests/setup/render-with-app';
import { newsDetail } from './index';
import NewsDetail from './news-detail';

const renderPost = (permaLink: string, props = newsDetail.defaults) =>
  renderWithApp(
    <Routes>
      <Route path="/news/:permaLink" element={<NewsDetail {...props} />} />
      <Route path="/404" element={<p>not found page</p>} />
      <Route path="/updates" element={<p>updates page</p>} />
    </Routes>,
    { route: `/news/${permaLink}` },
  );

const post = posts[0]!;

describe('news detail block', () => {
  it('shows the post: title, hero image, date, category, models, tags and its content', async () => {
    await renderPost(post.permaLink);
    const article = await screen.findByRole('article', { name: post.fullName });
    expect(within(article).getByRole('heading', { level: 1, name: post.fullName })).toBeInTheDocument();
    expect(article.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('620w'));
    const [y, m, d] = post.publishDate.slice(0, 10).split('-');
    expect(within(article).getByText(`${d}.${m}.${y}`)).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: post.category.fullName })).toHaveAttribute('href', `/news?category=${post.category.permaLink}`);
    for (const tag of post.tags) {
      expect(within(article).getByRole('link', { name: tag.fullName })).toHaveAttribute('href', `/updates?tag=${tag.permaLink}`);
    }
    expect(within(article).getByRole('link', { name: post.models[0]!.fullName })).toHaveAttribute('href', `/models/${post.models[0]!.permaLink}`);
    const content = screen.getByTestId('post-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    expect(within(content).getAllByRole('listitem')).toHaveLength(3);
  });

  it('fills the sidebar: about text, recent posts without this one, categories with counts, social links, tag cloud', async () => {
    await renderPost(post.permaLink);
    await screen.findByRole('article', { name: post.fullName });
    const sidebar = screen.getByRole('complementary', { name: 'About and more news' });

    expect(within(sidebar).getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(within(sidebar).getByText(/Exclusive photo and video sets/)).toBeInTheDocument();

    const recent = within(sidebar).getByRole('region', { name: 'Recent posts' });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(5));
    expect(within(recent).queryByRole('link', { name: post.fullName })).not.toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: posts[1]!.fullName })).toHaveAttribute('href', `/news/${posts[1]!.permaLink}`);

    const cats = within(sidebar).getByRole('region', { name: 'Categories' });
    for (const category of categories) {
      expect(await within(cats).findByRole('link', { name: `${category.fullName} (${category.postCount} posts)` })).toHaveAttribute(
        'href',
        `/news?category=${category.permaLink}`,
      );
    }
    expect(within(cats).getByRole('link', { current: 'page' })).toHaveAccessibleName(/^News/);

    const social = within(sidebar).getByRole('region', { name: 'Follow us' });
    expect(within(social).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.example/emotions');
    expect(within(social).getByRole('link', { name: 'Email us' })).toHaveAttribute('href', 'mailto:support@emotions.example');

    const cloud = within(sidebar).getByRole('region', { name: 'Tags' });
    const tagLinks = await within(cloud).findAllByRole('link');
    expect(tagLinks.length).toBeGreaterThan(0);
    expect(tagLinks.length).toBeLessThanOrEqual(20);
    for (const link of tagLinks) expect(link).toHaveAttribute('href', expect.stringMatching(/^\/updates\?tag=[a-z0-9-]+$/));
    await userEvent.click(tagLinks[0]!);
    expect(await screen.findByText('updates page')).toBeInTheDocument();
  });

  it('sanitizes the HTML: no <script>, no on* handlers, no javascript: links', async () => {
    server.use(
      http.get(paths.post, () =>
        ok({
          ...post,
          content:
            '<p onclick="window.hacked = true">Safe <em>text</em></p><script>window.hacked = true</script>' +
            '<img src="/media/x.jpg" alt="Inline" onerror="window.hacked = true"><a href="javascript:alert(1)">bad link</a>',
        }),
      ),
    );
    await renderPost(post.permaLink);
    const content = await screen.findByTestId('post-content');
    expect(within(content).getByText('text')).toBeInTheDocument();
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toMatch(/\bon[a-z]+=/i);
    expect(content.innerHTML).not.toMatch(/javascript:/i);
    expect(within(content).getByRole('img', { name: 'Inline' })).toHaveAttribute('src', '/media/x.jpg');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('goes to /404 for an unknown post', async () => {
    await renderPost('no-such-post');
    expect(await screen.findByText('not found page')).toBeInTheDocument();
  });

  it('offers a retry when the post cannot be loaded', async () => {
    server.use(...serverError);
    await renderPost(post.permaLink);
    const message = await screen.findByText('This page could not be loaded. Please try again later.');
    server.resetHandlers();
    await userEvent.click(within(message.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: post.fullName })).toBeInTheDocument();
  });
});
