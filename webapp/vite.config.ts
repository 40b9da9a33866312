import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Go local server serves /api (and, after a build, dist/). In dev, Vite
// serves the SPA and forwards /api to it.
const apiTarget = `http://127.0.0.1:${process.env.PORT || '8080'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: apiTarget } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/size.mjs reads it to find the home route's chunks.
    manifest: true,
  },
});
