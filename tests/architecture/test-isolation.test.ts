import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadRepository } from './import-graph';

// The back office's and the portal's Vitest projects share one module graph per worker; a file
// that mocks a module would see (or leave) the real one, depending on which file ran first. Such a
// file is named *.mocked.test.* and runs in a project of its own, isolated (vitest.config.ts).
const root = fileURLToPath(new URL('../..', import.meta.url));
const appTests = [...loadRepository(root).values()].filter((f) =>
  /^apps\/(web|portal)\/src\/.*\.test\.tsx?$/.test(f.path),
);
const mocks = (text: string) => /\bvi\.(mock|doMock)\(/.test(text);

describe('browser-side unit tests that mock modules run isolated', () => {
  it('finds the apps’ test files', () => {
    expect(appTests.length).toBeGreaterThan(40);
  });

  it('names every file that calls vi.mock or vi.doMock *.mocked.test.*', () => {
    const unnamed = appTests.filter((f) => mocks(f.text) && !/\.mocked\.test\.tsx?$/.test(f.path));
    expect(unnamed.map((f) => f.path)).toEqual([]);
  });

  it('gives the name only to files that mock (the others are faster shared)', () => {
    const needless = appTests.filter((f) => !mocks(f.text) && /\.mocked\.test\.tsx?$/.test(f.path));
    expect(needless.map((f) => f.path)).toEqual([]);
  });
});
