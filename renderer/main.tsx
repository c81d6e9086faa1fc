import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import 'normalize.css';
import './blueprint-public.css';
import './styles.css';
import './print.css';
import { loadLanguagesOnFirstTouch, switchLanguage } from './i18n/setup';
import { queryClient } from './api/query-client';
import { App } from './App';
import { startLanguage } from './start-language';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = container;

loadLanguagesOnFirstTouch();
// The first frame is drawn in the page's language: its texts load first unless it is English.
void switchLanguage(startLanguage(window.location)).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
});
