// Full-screen tools that live outside the configured site shell (no header, footer or banners),
// still in the site's theme: the configuration studio and the staff content area. Everything else is the shell and the site.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { STUDIO_PATH, StudioGate } from '../studio/studio-gate';
import { ADMIN_PATH, AdminGate } from '../admin/admin-gate';

export function ShellOrTool({ shell }: { shell: ReactNode }) {
  return (
    <Routes>
      <Route path={STUDIO_PATH} element={<StudioGate />} />
      <Route path={`${ADMIN_PATH}/*`} element={<AdminGate />} />
      <Route path="*" element={shell} />
    </Routes>
  );
}
