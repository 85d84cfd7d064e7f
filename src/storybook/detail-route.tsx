// Stories of detail blocks: renders the story under its route pattern (so the block reads the
// permaLink as on the site) beside a stand-in for the 404 page.
import type { Decorator } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';

/** `pattern` like `/models/:permaLink`; the story's `parameters.app.route` picks the permaLink. */
export const detailRoute =
  (pattern: string): Decorator =>
  (Story) => (
    <Routes>
      <Route path={pattern} element={<Story />} />
      <Route path="/404" element={<p style={{ padding: 32 }}>The 404 page would show here: the permaLink is unknown.</p>} />
    </Routes>
  );
