import '../../components/admin/admin.css';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { RequireAdmin } from '../../components/admin/RequireAdmin';
import { useSessionRedirect } from '../../components/admin/use-session-redirect';
import { AdminNotFoundPage } from './AdminNotFoundPage';
import { ArticleNumbersPage } from './ArticleNumbersPage';
import { CategoriesPage } from './CategoriesPage';
import { DashboardPage } from './DashboardPage';
import { InstructionFormPage } from './InstructionFormPage';
import { InstructionListPage } from './InstructionListPage';
import { LabelsPage } from './LabelsPage';
import { MediaGalleryPage } from './MediaGalleryPage';
import { TranslationsPage } from './TranslationsPage';
import { MissedLookupsPage } from './MissedLookupsPage';
import { LibraryUpdatesPage } from './LibraryUpdatesPage';
import { PublishLibraryPage } from './PublishLibraryPage';

/** Everything under /admin: guarded by GET /api/user, laid out with the sidebar. */
export default function AdminApp() {
  useSessionRedirect();
  return (
    <RequireAdmin>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="categories" element={<CategoriesPage />} />
          <Route path="instructions" element={<InstructionListPage />} />
          <Route path="instructions/new" element={<InstructionFormPage />} />
          <Route path="instructions/:id" element={<InstructionFormPage />} />
          <Route path="translations" element={<TranslationsPage />} />
          <Route path="article-numbers" element={<ArticleNumbersPage />} />
          <Route path="labels" element={<LabelsPage />} />
          <Route path="media-gallery" element={<MediaGalleryPage />} />
          <Route path="missed-lookups" element={<MissedLookupsPage />} />
          <Route path="library/publish" element={<PublishLibraryPage />} />
          <Route path="library/updates" element={<LibraryUpdatesPage />} />
          <Route path="*" element={<AdminNotFoundPage />} />
        </Route>
      </Routes>
    </RequireAdmin>
  );
}
