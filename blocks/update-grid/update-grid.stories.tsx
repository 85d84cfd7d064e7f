import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { emptyLists, serverError, slowResponses } from '../../mock-api/scenarios';
import UpdateGrid from './update-grid';
import { updateGrid } from './index';

const meta = {
  title: 'Blocks/Update grid',
  component: UpdateGrid,
  args: updateGrid.defaults,
  parameters: { layout: 'fullscreen', block: updateGrid, app: { route: '/updates' } },
} satisfies Meta<typeof UpdateGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The updates page list: landscape 12/12/6/6/4/3. */
export const Default: Story = { args: updateGrid.defaults };

/** Galleries page: upright photo galleries, 12/6/3/2/2/2. */
export const Galleries: Story = {
  args: { source: 'photos', orientation: 'upright', columns: { xs: 12, sm: 6, md: 3, lg: 2, xl: 2, xxl: 2 } },
  parameters: { app: { route: '/photos' } },
};

export const Videos: Story = { args: { ...updateGrid.defaults, source: 'videos' }, parameters: { app: { route: '/videos' } } };

export const Dvds: Story = {
  args: { source: 'dvds', orientation: 'upright', columns: { xs: 12, sm: 6, md: 3, lg: 2, xl: 2, xxl: 2 } },
  parameters: { app: { route: '/dvds' } },
};

/** Second page of all updates (`?p=1`). */
export const SecondPage: Story = { parameters: { app: { route: '/updates?p=1' } } };

/** Reached from the tag cloud: `/updates?tag=beach`. */
export const TagFilter: Story = { parameters: { app: { route: '/updates?tag=beach' } } };

/** Reached from the update calendar: `/updates?y=2026&m=11`. */
export const MonthFilter: Story = { parameters: { app: { route: '/updates?y=2026&m=10' } } };

/** `/updates/videos?model=…&y=2026`: the path picks the list, several chips and "Clear all". */
export const ContentTypeRoute: Story = {
  parameters: { app: { route: '/updates/videos?model=bria-castell&y=2026' } },
  render: (args) => (
    <Routes>
      <Route path="/updates/:contentType?" element={<UpdateGrid {...args} />} />
    </Routes>
  ),
};

export const Loading: Story = { parameters: { msw: { handlers: slowResponses } } };

/** Nothing matches the filter: a note and a reset. */
export const Empty: Story = { parameters: { app: { route: '/updates?tag=beach' }, msw: { handlers: emptyLists } } };

/** The request fails: a short message with a retry. */
export const Failed: Story = { parameters: { msw: { handlers: serverError } } };
