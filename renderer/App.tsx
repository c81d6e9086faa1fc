import { lazy, Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { ScrollToTop } from './components/ScrollToTop';
import { KioskIdleReset } from './kiosk/KioskIdleReset';
import { ArticlePage } from './pages/public/ArticlePage';
import { HomePage } from './pages/public/HomePage';
import { InstructionsDefaultLanguage, InstructionsPage } from './pages/public/InstructionsPage';
import { NotFoundPage } from './pages/public/NotFoundPage';

// The admin area and its editor are split off so a kiosk's first load stays small.
const LoginPage = lazy(() => import('./pages/admin/LoginPage'));
const AdminApp = lazy(() => import('./pages/admin/AdminApp'));

function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <KioskIdleReset />
      <Suspense fallback={<Spinner className="page-spinner" />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/article/:articleNumber" element={<ArticlePage />} />
          <Route path="/instructions/:articleNumber" element={<InstructionsDefaultLanguage />} />
          <Route path="/instructions/:articleNumber/:language" element={<InstructionsPage />} />
          <Route
            path="/instructions/:articleNumber/:language/:instructionNumber"
            element={<InstructionsPage />}
          />
          <Route path="/auth" element={<LoginPage />} />
          <Route path="/admin/*" element={<AdminApp />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </>
  );
}

// A data router, so the instruction form can ask before unsaved edits are left (useBlocker).
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
