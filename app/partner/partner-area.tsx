// The partner's area: one page, their figures; anything else under /partner leads there.
import { Navigate, Route, Routes } from 'react-router';
import { PartnerFiguresPage } from './partner-figures-page';

export default function PartnerArea() {
  return (
    <Routes>
      <Route path="figures" element={<PartnerFiguresPage />} />
      <Route path="*" element={<Navigate to="/partner/figures" replace />} />
    </Routes>
  );
}
