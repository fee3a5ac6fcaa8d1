import { defineConfig } from 'vitest/config';

// Self-contained so the root config can list it as one of the `apps/*` projects.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
