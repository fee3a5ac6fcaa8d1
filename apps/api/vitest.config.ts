import { defineConfig } from 'vitest/config';
import { apiProject } from './vitest.project';

// Run alone from apps/api: every file on the embedded database. The repository's config runs the
// suite on both drivers (vitest.config.ts at the root, ADR 0038).
export default defineConfig(apiProject('embedded'));
