import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT, safeNext } from '../safe-next';

describe('safeNext', () => {
  it.each([
    null,
    '',
    'applications',
    '//evil.example',
    '//evil.example/applications',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/\tevil',
    ' /applications',
  ])('refuses %j', (raw) => {
    expect(safeNext(raw)).toEqual({ path: DEFAULT_NEXT, app: true });
  });

  it('keeps a path of this site, without its language prefix', () => {
    expect(safeNext('/apply/abc?x=1')).toEqual({ path: '/apply/abc?x=1', app: true });
    expect(safeNext('/ar/account')).toEqual({ path: '/account', app: true });
  });

  it('tells a server-rendered page from a page of the app', () => {
    expect(safeNext('/visas/123')).toEqual({ path: '/visas/123', app: false });
    expect(safeNext('/track?reference=VD-1')).toEqual({ path: '/track?reference=VD-1', app: false });
  });
});
