import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import NewsList from './news-list';
import { newsList } from './index';

const meta = {
  title: 'Blocks/News list',
  component: NewsList,
  args: newsList.defaults,
  parameters: { layout: 'fullscreen', block: newsList, app: { route: '/news' } },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: newsList.defaults };

/** Opened from a category link: `/news?category=interviews`. */
export const FilteredByCategory: Story = { parameters: { app: { route: '/news?category=interviews' } } };

/** With a heading, without the recent-posts column. */
export const WithoutRecentColumn: Story = {
  args: { ...newsList.defaults, heading: { en_US: 'Latest news', de_DE: 'Neuigkeiten' }, recentCount: 0 },
};

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** No posts yet. */
export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

/** The request fails: a short message with a retry. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
