import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sha256File } from './files';
import type { Manifest } from './manifest';

/** Checks every byte of a backup against its manifest; returns the problems found. */
export async function verifyBackup(backupDir: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  const check = async (name: string, expected: { bytes: number; sha256: string }) => {
    const path = join(backupDir, name);
    if (!existsSync(path)) return problems.push(`${name}: missing`);
    if ((await stat(path)).size !== expected.bytes || (await sha256File(path)) !== expected.sha256) {
      problems.push(`${name}: differs from the manifest (damaged or changed)`);
    }
  };
  await check(manifest.database.file, manifest.database);
  if (manifest.files.storage === 'local') {
    for (const f of manifest.files.list) await check(`files/${f.key}`, f);
  }
  if (manifest.jwtSecret.included && !existsSync(join(backupDir, 'jwt-secret'))) {
    problems.push('jwt-secret: missing');
  }
  return problems;
}
