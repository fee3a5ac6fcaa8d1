import { describe, expect, it } from 'vitest';
import { safePath } from '../src/safe-path';
import { HOSTILE_PATHS, LEGIT_PATHS, LOOKALIKE_PATHS } from './safe-path-corpus';

const ORIGIN = 'https://portal.example';

describe('safePath', () => {
  it.each(HOSTILE_PATHS.map((p) => [p]))('refuses %j', (raw) => {
    expect(safePath(raw)).toBeUndefined();
  });

  it.each(LEGIT_PATHS)('keeps %j', (raw, kept) => {
    expect(safePath(raw)).toBe(kept);
  });

  it.each(LOOKALIKE_PATHS.map((p) => [p]))('keeps the look-alike %j a path on this site', (raw) => {
    const path = safePath(raw);
    expect(path).toBe(raw);
    expect(new URL(path!, ORIGIN).origin).toBe(ORIGIN);
  });

  it('refuses what is not a string, and paths longer than any page of ours', () => {
    for (const raw of [undefined, null, 42, ['/x'], { toString: () => '/x' }])
      expect(safePath(raw)).toBeUndefined();
    expect(safePath(`/${'a'.repeat(2048)}`)).toBeUndefined();
  });

  it('never returns what a browser reads as another host, whatever the input', () => {
    // Every hostile form with each prefix and suffix the sites add: the result, if any, stays here.
    for (const base of [...HOSTILE_PATHS, ...LOOKALIKE_PATHS, ...LEGIT_PATHS.map(([raw]) => raw)]) {
      for (const raw of [base, `/ar${base}`, `${base}?next=//x`, encodeURI(base)]) {
        const path = safePath(raw);
        if (path === undefined) continue;
        expect(path.startsWith('/') && !/^\/[/\\]/.test(path), raw).toBe(true);
        expect(new URL(path, ORIGIN).origin, raw).toBe(ORIGIN);
      }
    }
  });
});
