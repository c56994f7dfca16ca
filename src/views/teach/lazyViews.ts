import { lazy } from 'react';

// The views an embed or the lecture view shows only when asked for, each in its own chunk with its English: a slide of
// the topology fetches none of them. Rendered inside a Suspense whose fallback is <Pending /> (the page is not ready
// until they are drawn).
export const BytesPanel = lazy(() => import('../bytes/BytesPanel').then((m) => ({ default: m.BytesPanel })));
export const CodePanel = lazy(() => import('../code/CodePanel').then((m) => ({ default: m.CodePanel })));
/** The key bytes, and what each byte means: an embed shows them only beside a narrow drawing. */
export const StepKeyBytes = lazy(() => import('./StepKeyBytes').then((m) => ({ default: m.StepKeyBytes })));
