import { createReadStream } from 'node:fs';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentTypeOf, STORAGE_KEY, type Storage, type StoredFile } from '../../lib/storage/storage';

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  constructor(private readonly root: string) {}

  private path(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.path(key);
    // Only the server's own user may read stored files (passport scans among them); the
    // explicit chmod holds whatever umask the process runs under.
    await mkdir(dirname(target), { recursive: true, mode: DIR_MODE });
    await chmod(this.root, DIR_MODE);
    await chmod(dirname(target), DIR_MODE);
    // Write then rename, so a reader never sees half a file.
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, data, { mode: FILE_MODE });
    await chmod(temp, FILE_MODE);
    await rename(temp, target);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.path(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(path), contentType: contentTypeOf(key), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
