import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);
// One temporary folder per run holds the server's data and every browser profile, and goes when the
// run ends: the runner that made it sets TMPDIR to it (workers, Chromium and the server inherit
// that) and removes it as it exits, after it has stopped the server. Workers load this file too
// and find the folder through the environment.
function runFolder(): string {
  if (process.env.E2E_RUN_DIR) return process.env.E2E_RUN_DIR;
  const made = mkdtempSync(join(tmpdir(), 'visadesk-e2e-'));
  process.env.E2E_RUN_DIR = made;
  process.env.TMPDIR = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
  return made;
}
const runDir = runFolder();
// A fresh embedded database per run (unless E2E_DATA_DIR names one to use and keep): the server
// seeds the demo admin into it at start; tests read the mails the server writes to its outbox there.
const dataDir = process.env.E2E_DATA_DIR ?? join(runDir, 'data');
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  outputDir: join(repoRoot, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    // The production build, started the way `npm start` starts it (builds are made by `npm test`).
    command: 'node apps/api/dist/server.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The portal on the next port, named as the browser reaches it (payment returns go there).
      PORTAL_PORT: String(port + 1),
      PORTAL_URL: `http://127.0.0.1:${port + 1}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Not the agency's zone (Asia/Baghdad) nor the browser's: no date may follow the server's
      // clock (time-zone.spec.ts; ADR 0033).
      TZ: 'America/New_York',
      // The suite signs in many times from one address.
      LOGIN_RATE_LIMIT_MAX: '1000',
      // A build made with WEB_OUT_DIR elsewhere (several working copies test side by side).
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
