import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import SearchResults from './search-results';
import { searchResults } from './index';

const meta = {
  title: 'Blocks/Search results',
  component: SearchResults,
  args: searchResults.defaults,
  parameters: { layout: 'fullscreen', block: searchResults, app: { route: '/search/garden' } },
  // The block reads the term from the route, as on /search/{searchString}.
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/search/:searchString?" element={<Story />} />
        <Route path="*" element={<Story />} />
      </Routes>
    ),
  ],
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/search/garden`: galleries and a place. */
export const Default: Story = { args: searchResults.defaults };

/** A term that hits every section. */
export const AllSections: Story = { parameters: { app: { route: '/search/a' } } };

/** `/search` without a term. */
export const NoTerm: Story = { parameters: { app: { route: '/search' } } };

/** 'No results found' for a term nothing matches. */
export const Empty: Story = { parameters: { msw: { handlers: emptyLists } } };

/** 'Searching...' while the request runs. */
export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
