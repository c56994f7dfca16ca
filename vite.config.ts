import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Relative base so the built app also works from a sub-path (slides, static hosting).
export default defineConfig({
  base: './',
  plugins: [react()],
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: false },
});
