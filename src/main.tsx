import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SimProvider } from './store/SimProvider';
import { readUrlState } from './store/urlState';
import { App } from './ui/App';
import { ErrorBoundary } from './ui/ErrorBoundary';
import './ui/styles.css';

const { init } = readUrlState(window.location.search);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <SimProvider init={init}>
        <App />
      </SimProvider>
    </ErrorBoundary>
  </StrictMode>,
);
