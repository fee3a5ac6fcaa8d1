import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildManifestPlugin } from './vite-plugins/build-manifest.ts';
import { i18nMessagesPlugin } from './vite-plugins/i18n-messages.ts';
import { precompressPlugin } from './vite-plugins/precompress.ts';
import { preloadLoginPlugin } from './vite-plugins/preload-login.ts';

const localesDir = fileURLToPath(new URL('./src/locales', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    i18nMessagesPlugin({ dir: localesDir, locales: ['en', 'ar'] }),
    buildManifestPlugin(),
    precompressPlugin(),
    preloadLoginPlugin(),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    // WEB_OUT_DIR builds elsewhere (several checkouts' builds side by side); the API reads it as
    // WEB_DIST_DIR.
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    // dist/.vite/manifest.json lets scripts/measure-login-js.mjs sum the login page's JS.
    manifest: true,
    rolldownOptions: {
      // Zod schema builders have no side effects worth keeping in the browser (.meta() only feeds
      // the API's OpenAPI registry), so unused contract schemas — and zod with them — drop out of
      // chunks that only need the contract's constants.
      treeshake: { manualPureFunctions: ['z'] },
    },
    target: 'es2022',
  },
});
