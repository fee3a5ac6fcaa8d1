import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Manifest, StoredFileEntry } from './manifest';
import { DIR_MODE, FILE_MODE } from './settings';

/** The files directory's side of a backup: listing, hashing and private copies. */

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every stored file under `root`, as storage keys (`a/b.pdf`); a write in progress (`*.tmp`) is skipped. */
export async function storedFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

export async function copyPrivate(from: string, to: string) {
  await mkdir(dirname(to), { recursive: true, mode: DIR_MODE });
  await copyFile(from, to);
  await chmod(to, FILE_MODE);
}

export const nonEmptyDir = (path: string) =>
  readdir(path).then(
    (entries) => entries.length > 0,
    () => false,
  );

/** Copies every stored file into the backup, noting the documents whose file was not there. */
export async function backUpFiles(
  root: string,
  into: string,
  documentKeys: string[],
): Promise<Extract<Manifest['files'], { storage: 'local' }>> {
  const list: StoredFileEntry[] = [];
  for (const key of await storedFiles(root)) {
    const copy = join(into, 'files', key);
    await copyPrivate(join(root, key), copy);
    list.push({ key, bytes: (await stat(copy)).size, sha256: await sha256File(copy) });
  }
  const copied = new Set(list.map((f) => f.key));
  return {
    storage: 'local',
    count: list.length,
    missing: documentKeys.filter((key) => !copied.has(key)),
    bytes: list.reduce((sum, f) => sum + f.bytes, 0),
    list,
  };
}

/** Puts a backup's files back into the files directory; returns how many. */
export async function restoreFiles(from: string, root: string, list: StoredFileEntry[]): Promise<number> {
  await mkdir(root, { recursive: true, mode: DIR_MODE });
  await chmod(root, DIR_MODE);
  for (const f of list) await copyPrivate(join(from, 'files', f.key), join(root, f.key));
  return list.length;
}
