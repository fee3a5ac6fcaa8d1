import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from '../src/plugins/storage/local-storage';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('local file storage', () => {
  it('keeps stored files readable by the server user only (0600 files in 0700 folders)', async () => {
    const root = join(mkdtempSync(join(tmpdir(), 'visadesk-files-')), 'files');
    const storage = new LocalStorage(root);
    await storage.put('private/0b5f3c1e-1111-4222-8333-944445555666.pdf', Buffer.from('%PDF-1.4'));
    expect(mode(join(root, 'private/0b5f3c1e-1111-4222-8333-944445555666.pdf'))).toBe(0o600);
    expect(mode(join(root, 'private'))).toBe(0o700);
    expect(mode(root)).toBe(0o700);
  });
});
