import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'normalize.css';
import '@blueprintjs/core/lib/css/blueprint.css';
import './styles.css';
import './i18n/setup';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
