// The staff area: desk and content (the lazy chunk AdminGate loads): its frame and one route per screen.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { AdminLayout } from './admin-layout';
import { UpdatesList } from './updates-list';
import { UpdatePage } from './update-page';
import { ModelsList } from './models-list';
import { ModelPage } from './model-page';
import { TaxonomyList } from './taxonomy-list';
import { TaxonomyPage } from './taxonomy-page';
import { isTaxonomy } from './api/staff-taxonomy';
import { NewsList } from './news-list';
import { NewsPage } from './news-page';
import { PlansList } from './plans-list';
import { MembersList } from './desk/members-list';
import { MemberPage } from './desk/member-page';
import { PlanPage } from './plan-page';
import { AuditLogPage } from './desk/audit-log-page';
import { PaymentsList } from './desk/payments-list';
import { PaymentPage } from './desk/payment-page';
import { GiftCardQueue } from './desk/gift-card-queue';
import { RequestsList } from './desk/requests-list';
import { RequestPage } from './desk/request-page';
import { CommentsQueue } from './desk/comments-queue';
import { DashboardPage } from './desk/dashboard-page';
import { MailLogPage } from './desk/mail-log-page';
import { TranslationsPage } from './desk/translations-page';
import { PartnersList } from './desk/partners-list';
import { PartnerPage } from './desk/partner-page';

const MediaLibraryPage = lazy(() => import('./media/media-library-page'));

function TaxonomyRoute({ page }: { page: 'list' | 'item' }) {
  const { taxonomy } = useParams();
  if (!isTaxonomy(taxonomy)) return <Navigate to="/admin/updates" replace />;
  return page === 'list' ? <TaxonomyList taxonomy={taxonomy} /> : <TaxonomyPage key={taxonomy} taxonomy={taxonomy} />;
}

export default function AdminArea() {
  return (
    <AdminLayout>
      <Suspense>
        <Routes>
          <Route path="audit" element={<AuditLogPage />} />
          <Route index element={<Navigate to="dashboard" replace />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="mails" element={<MailLogPage />} />
          <Route path="translations" element={<TranslationsPage />} />
          <Route path="updates" element={<UpdatesList />} />
          <Route path="updates/:id" element={<UpdatePage />} />
          <Route path="models" element={<ModelsList />} />
          <Route path="models/:id" element={<ModelPage />} />
          <Route path="media/*" element={<MediaLibraryPage />} />
          <Route path="news" element={<NewsList />} />
          <Route path="news/:id" element={<NewsPage />} />
          <Route path="plans" element={<PlansList />} />
          <Route path="plans/:id" element={<PlanPage />} />
          <Route path="payments" element={<PaymentsList />} />
          <Route path="payments/:id" element={<PaymentPage />} />
          <Route path="gift-cards" element={<GiftCardQueue />} />
          <Route path="members" element={<MembersList />} />
          <Route path="members/:id" element={<MemberPage />} />
          <Route path="requests" element={<RequestsList />} />
          <Route path="requests/:kind/:id" element={<RequestPage />} />
          <Route path="comments" element={<CommentsQueue />} />
          <Route path="partners" element={<PartnersList />} />
          <Route path="partners/:id" element={<PartnerPage />} />
          <Route path=":taxonomy" element={<TaxonomyRoute page="list" />} />
          <Route path=":taxonomy/:id" element={<TaxonomyRoute page="item" />} />
        </Routes>
      </Suspense>
    </AdminLayout>
  );
}
