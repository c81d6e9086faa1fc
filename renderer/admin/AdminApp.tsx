import './shell/blueprint-admin.css';
import './shell/admin.css';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from './AdminLayout';
import { RequireAdmin } from './RequireAdmin';
import { useSessionRedirect } from './use-session-redirect';
import { AdminNotFoundPage } from './AdminNotFoundPage';
import { ArticleNumbersPage } from './article-numbers/ArticleNumbersPage';
import { CategoriesPage } from './categories/CategoriesPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { InstructionFormPage } from './instructions/InstructionFormPage';
import { InstructionListPage } from './instructions/InstructionListPage';
import { DeletedInstructionsPage } from './instructions/history/DeletedInstructionsPage';
import { InstructionHistoryPage } from './instructions/history/InstructionHistoryPage';
import { InstructionPreviewPage } from './instructions/history/InstructionPreviewPage';
import { ArticlePreviewPage } from './instructions/history/ArticlePreviewPage';
import { LabelsPage } from './labels/LabelsPage';
import { MediaGalleryPage } from './media/MediaGalleryPage';
import { TranslationsPage } from './translations/TranslationsPage';
import { MissedLookupsPage } from './missed-lookups/MissedLookupsPage';
import { FeedbackPage } from './feedback/FeedbackPage';
import { FleetPage } from './fleet/FleetPage';
import { LibraryUpdatesPage } from './library/LibraryUpdatesPage';
import { PublishLibraryPage } from './library/PublishLibraryPage';
import { BackupsPage } from './backups/BackupsPage';
import { AboutPage } from './about/AboutPage';
import { AdminOnly } from './session/AdminOnly';
import { UsersPage } from './users/UsersPage';

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
          <Route path="instructions/:id/history" element={<InstructionHistoryPage />} />
          <Route path="translations" element={<TranslationsPage />} />
          <Route path="media-gallery" element={<MediaGalleryPage />} />
          <Route path="missed-lookups" element={<MissedLookupsPage />} />
          <Route path="feedback" element={<FeedbackPage />} />
          <Route element={<AdminOnly />}>
            <Route path="article-numbers" element={<ArticleNumbersPage />} />
            <Route path="labels" element={<LabelsPage />} />
            <Route path="library/publish" element={<PublishLibraryPage />} />
            <Route path="library/updates" element={<LibraryUpdatesPage />} />
            <Route path="fleet" element={<FleetPage />} />
            <Route path="backups" element={<BackupsPage />} />
            <Route path="about" element={<AboutPage />} />
            <Route path="users" element={<UsersPage />} />
            <Route path="instructions/deleted" element={<DeletedInstructionsPage />} />
          </Route>
          <Route path="*" element={<AdminNotFoundPage />} />
        </Route>
        <Route path="preview/instructions/:id/:language" element={<InstructionPreviewPage />} />
        <Route path="preview/kiosk/instructions/:articleNumber/:language" element={<ArticlePreviewPage />} />
        <Route
          path="preview/kiosk/instructions/:articleNumber/:language/:instructionNumber"
          element={<ArticlePreviewPage />}
        />
      </Routes>
    </RequireAdmin>
  );
}
