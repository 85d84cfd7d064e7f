import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { Route, Routes } from 'react-router';
import { paths } from '../../mock-api/handlers/paths';
import { ok } from '../../mock-api/handlers/respond';
import { posts } from '../../mock-api/fixtures/posts';
import { serverError, slowResponses } from '../../mock-api/scenarios';
import NewsDetail from './news-detail';
import { newsDetail } from './index';

const meta = {
  title: 'Blocks/News post',
  component: NewsDetail,
  args: newsDetail.defaults,
  parameters: { layout: 'fullscreen', block: newsDetail, app: { route: `/news/${posts[0]!.permaLink}` } },
  // The block reads its permaLink from the route, as on /news/{permaLink}.
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/news/:permaLink" element={<Story />} />
        <Route path="*" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof NewsDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: newsDetail.defaults };

/** A post without models, in another category. */
export const WithoutModels: Story = { parameters: { app: { route: `/news/${posts[1]!.permaLink}` } } };

/** Only the about text and the recent posts in the sidebar. */
export const ShortSidebar: Story = {
  args: { ...newsDetail.defaults, showCategories: false, showSocial: false, tagLimit: 0 },
};

/** The server sends a script and event handlers: they never reach the page. */
export const UnsafeHtml: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(paths.post, () =>
          ok({
            ...posts[0]!,
            content:
              '<p onclick="alert(1)">The script and the handlers below are removed before rendering.</p><script>alert("x")</script><p><img src="/nothing.jpg" alt="Broken on purpose" onerror="alert(2)"></p>',
          }),
        ),
      ],
    },
  },
};

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** The request fails: a short message with a retry. */
/** An unknown permaLink: the API answers 404. */
export const NotFound: Story = { parameters: { app: { route: '/news/no-such-post' } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
