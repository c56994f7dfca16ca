import { StrictMode } from 'react';
import type { SimData } from './store/createSimStore';
import { SimProvider } from './store/SimProvider';
import { ErrorBoundary } from './views/shared/ErrorBoundary';
import { App } from './views/shell/App';

/** The page's tree, the same in the browser and in the build's prerender (src/prerender.tsx). */
export function Root({ init }: { init: Partial<SimData> }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <SimProvider init={init}>
          <App />
        </SimProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}

/** The state of the page opened with no query: the default scenario at its first step, the start card open (a first visit). */
export const FIRST_VISIT: Partial<SimData> = { intro: true };
