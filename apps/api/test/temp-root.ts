import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Folders of other runs that may be at work at the same time (browser tests, scripts).
const OTHERS = /^visadesk-(api-run|e2e|script|bench)-/;

/** Scratch folders a test made in the system's temporary directory instead of the run's folder. */
export function leftBehind(before: ReadonlySet<string>, after: readonly string[]): string[] {
  return after.filter(
    (name) => /^(visadesk-|bench-smoke-)/.test(name) && !OTHERS.test(name) && !before.has(name),
  );
}

/**
 * Vitest global setup of the API projects: every test file's scratch folders (data directories,
 * uploaded files, mail outboxes, server processes' data) go under one folder per run, removed when
 * the run ends, so a run leaves nothing in the system's temporary directory. Workers inherit
 * TMPDIR, which `os.tmpdir()` reads. The PGlite and PostgreSQL projects share the folder; the
 * setup that made it removes it, and fails the run if a test wrote beside it anyway.
 */
export default function setup() {
  if (process.env.VISADESK_TEST_TMP) return undefined;
  const system = tmpdir();
  const before = new Set(readdirSync(system));
  const root = mkdtempSync(join(system, 'visadesk-api-run-'));
  process.env.VISADESK_TEST_TMP = root;
  process.env.TMPDIR = root;
  return () => {
    rmSync(root, { recursive: true, force: true });
    const stray = leftBehind(before, readdirSync(system));
    if (stray.length > 0) {
      for (const name of stray) rmSync(join(system, name), { recursive: true, force: true });
      throw new Error(`tests left scratch folders in ${system} (removed now): ${stray.join(', ')}`);
    }
  };
}
