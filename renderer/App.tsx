import { lazy, Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LibraryVersionRefresh } from './components/LibraryVersionRefresh';
import { ScrollToTop } from './components/ScrollToTop';
import { ErrorBoundary } from './components/ErrorBoundary';
import { PageFailed } from './components/PageFailed';
import { KioskShell } from './kiosk/KioskShell';
import { ArticlePage } from './pages/public/ArticlePage';
import { HomePage } from './pages/public/HomePage';
import { HelpPage } from './pages/public/help/HelpPage';
import {
  ArticleInstructionsDefaultLanguage,
  ArticleInstructionsPage,
} from './pages/public/ArticleInstructionsPage';
import { ManualPage } from './pages/public/ManualPage';
import { NotFoundPage } from './pages/public/NotFoundPage';
import { SearchResultsPage } from './pages/public/SearchResultsPage';

// The admin area and its editor are split off so a kiosk's first load stays small.
const LoginPage = lazy(() => import('./admin/session/LoginPage'));
const AdminApp = lazy(() => import('./admin/AdminApp'));

export function App() {
  return (
    // A scan's page change renders in the same task as its Enter, not as a transition React may
    // postpone behind other work: the list is on screen as soon as its answer is there.
    <BrowserRouter useTransitions={false}>
      <ScrollToTop />
      <KioskShell />
      <LibraryVersionRefresh />
      <ErrorBoundary fallback={<PageFailed />}>
        <Suspense fallback={<Spinner className="page-spinner" />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/article/:articleNumber" element={<ArticlePage />} />
            <Route path="/instructions/:articleNumber" element={<ArticleInstructionsDefaultLanguage />} />
            <Route path="/instructions/:articleNumber/:language" element={<ArticleInstructionsPage />} />
            <Route
              path="/instructions/:articleNumber/:language/:instructionNumber"
              element={<ArticleInstructionsPage />}
            />
            <Route path="/search" element={<SearchResultsPage />} />
            <Route path="/help" element={<HelpPage />} />
            <Route path="/manual/:instructionNumber/:language" element={<ManualPage />} />
            <Route path="/auth" element={<LoginPage />} />
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </BrowserRouter>
  );
}
