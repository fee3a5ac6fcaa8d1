import { defineConfig } from 'vitest/config';

// Self-contained so the root config can list it as one of the `apps/*` projects; the root config
// adds `web-mocked` for the files that mock modules.
export default defineConfig({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['src/**/*.mocked.test.{ts,tsx}'],
    // One module graph per worker (each file still gets its own jsdom): importing MUI and the app's
    // modules again for every file took about two thirds of this project's time. A file that
    // mocks a module (vi.mock) needs its own graph: it is named *.mocked.test.* and runs isolated
    // (tests/architecture checks the naming).
    isolate: false,
  },
});
