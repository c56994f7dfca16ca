import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SimProvider } from './store/SimProvider';
import { readUrlState } from './store/urlState';
import { App } from './ui/App';
import { ErrorBoundary } from './ui/ErrorBoundary';
import './ui/styles.css';

const { init, embed } = readUrlState(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <SimProvider init={init}>
        <App embed={embed} />
      </SimProvider>
    </ErrorBoundary>
  </StrictMode>,
);
