import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'portal', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
