import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fontPreload } from './font-preload';

export default defineConfig({
  plugins: [react(), tailwindcss(), fontPreload()],
  server: {
    port: 5173,
    // The API runs on :3333 in development; the app always calls /api on its own origin.
    proxy: { '/api': 'http://localhost:3333' },
  },
  build: {
    target: 'es2022',
    // Off: nothing reads them (no error reporting), and served from dist they would publish the whole
    // source (1.9 MB). The server refuses *.map as well (apps/server/src/plugins/spa.ts).
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
