// Full-screen tools that live outside the configured site shell (no header, footer or banners),
// still in the site's theme: the configuration studio, the staff content area and a partner's figures.
// Everything else is the shell and the site.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { STUDIO_PATH, StudioGate } from '../studio/studio-gate';
import { ADMIN_PATH, AdminGate } from '../admin/admin-gate';
import { PARTNER_PATH, PartnerGate } from '../partner/partner-gate';

export function ShellOrTool({ shell }: { shell: ReactNode }) {
  return (
    <Routes>
      <Route path={STUDIO_PATH} element={<StudioGate />} />
      <Route path={`${ADMIN_PATH}/*`} element={<AdminGate />} />
      <Route path={PARTNER_PATH} element={<PartnerGate />} />
      <Route path="*" element={shell} />
    </Routes>
  );
}
