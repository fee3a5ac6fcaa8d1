import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest global setup of the API projects: every test file's scratch folders (data directories,
 * uploaded files, mail outboxes, server processes' data) go under one folder per run, removed when
 * the run ends, so a run leaves nothing in the system's temporary directory. Workers inherit
 * TMPDIR, which `os.tmpdir()` reads. The PGlite and PostgreSQL projects share the folder; the
 * setup that made it removes it.
 */
export default function setup() {
  if (process.env.VISADESK_TEST_TMP) return undefined;
  const root = mkdtempSync(join(tmpdir(), 'visadesk-api-run-'));
  process.env.VISADESK_TEST_TMP = root;
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
