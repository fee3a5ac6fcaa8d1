import { defineConfig } from 'vitest/config';

// One module graph per worker except for files that mock modules (see apps/web/vitest.config.ts).
export default defineConfig({
  test: {
    name: 'portal',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.mocked.test.{ts,tsx}'],
    isolate: false,
  },
});
