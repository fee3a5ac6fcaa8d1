import { defineConfig } from 'vitest/config';

// The driver's pins (test/driver-*.test.ts): on PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.
// An embedded PGlite takes seconds to start on a loaded two-core box.
export default defineConfig({ test: { name: 'db', include: ['test/**/*.test.ts'], testTimeout: 60_000 } });
