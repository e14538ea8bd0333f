import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  // `@/lib/api-client` instead of `../../../lib/api-client`: one import path per SPA module. The
  // server's types come in through two names only (tsconfig.json has the same paths): `@core/…`
  // for the domain's types and rules, `@api-types` for the JSON bodies the API sends.
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('../../core', import.meta.url)),
      '@api-types': fileURLToPath(new URL('../../adapters/http/api-types.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
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
