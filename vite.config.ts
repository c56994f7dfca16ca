import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';
import { prerenderFirstView } from './scripts/prerenderPlugin.ts';

/** The favicon written into the page as a data URL: the single file asks for nothing, not even its icon. */
function inlineFavicon(): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      const svg = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8');
      return html.replace(/href="\.\/favicon\.svg"/, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
    },
  };
}

// Relative base so the built app also works from a sub-path (slides, static hosting).
// `vite build --mode single` (npm run build:single) emits one self-contained HTML file for file://
// (every script, style, lazy chunk and the zh-CN catalogue inlined), for teachers to drop next to their slides.
export default defineConfig(({ mode }) => ({
  base: './',
  plugins: mode === 'single' ? [react(), viteSingleFile(), inlineFavicon(), prerenderFirstView()] : [react(), prerenderFirstView()],
  publicDir: mode === 'single' ? false : 'public',
  // One HTML file has no worker script to start: its capture panel indexes on the page's thread.
  resolve:
    mode === 'single'
      ? {
          alias: [
            {
              find: /^\.\/captureIndexer$/,
              replacement: fileURLToPath(new URL('./src/views/shell/capture/captureIndexer.single.ts', import.meta.url)),
            },
          ],
        }
      : {},
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // The first chunk is React and the shell; the core and the panels that draw the trace come in a second one (src/views/shell/explorer).
  build: {
    target: 'es2022',
    // One style sheet in the head: the prerendered panels are styled at first paint, whichever chunk draws them later.
    cssCodeSplit: false,
    sourcemap: false,
    chunkSizeWarningLimit: mode === 'single' ? 2000 : 700,
    outDir: mode === 'single' ? 'dist-single' : 'dist',
  },
}));
