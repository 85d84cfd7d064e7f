// The partner's area, the chunk only partners download: one page, their figures.
import { PartnerFiguresPage } from './partner-figures-page';

export default function PartnerArea() {
  return <PartnerFiguresPage />;
}
