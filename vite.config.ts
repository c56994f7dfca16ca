import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Relative base so the built app also works from a sub-path (slides, static hosting).
export default defineConfig({
  base: './',
  plugins: [react()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  // One bundle (~150 kB gzip: React, the core, the views) is fine for a single-page app.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 700 },
});
