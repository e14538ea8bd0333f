import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  // `@/lib/api-client` instead of `../../../lib/api-client`: one import path per SPA module.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../../dist/web', import.meta.url)),
    emptyOutDir: true,
    // bench/bundle-size.ts reads it to add up what each route loads first.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/webhooks': apiServer,
    },
  },
});
