import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal's pages are HTML documents written by the API (src/render); this build is only the
// applicant's app that mounts into them. The API finds the entry through the manifest.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://localhost:3001', changeOrigin: true } },
  },
  build: {
    outDir: process.env.PORTAL_OUT_DIR ?? 'dist',
    // Own folder name: the back office's /assets/ and these never meet on one host.
    assetsDir: 'portal-assets',
    manifest: true,
    rolldownOptions: {
      input: 'src/app/main.tsx',
      // Zod schema builders are pure: contract schemas a chunk does not use drop out with zod.
      treeshake: { manualPureFunctions: ['z'] },
    },
    target: 'es2022',
  },
});
