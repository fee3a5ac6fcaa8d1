import { describe, expect, it } from 'vitest';
import {
  HOSTILE_PATHS,
  LEGIT_PATHS,
  LOOKALIKE_PATHS,
} from '../../../../../../packages/contract/test/safe-path-corpus';
import { LOCALES, localePath, splitLocale } from '../../../shared/i18n/locale';
import { DEFAULT_NEXT, safeNext } from '../safe-next';

const ORIGIN = 'https://portal.example';
/** Where useGoNext sends the browser: the app's router under its /ar basename, or a full load. */
const landing = (raw: string | null, locale: (typeof LOCALES)[number]) =>
  new URL(localePath(locale, safeNext(raw).path), ORIGIN);

describe('safeNext', () => {
  it.each([null, '', 'applications', ...HOSTILE_PATHS].map((p) => [p]))('refuses %j', (raw) => {
    expect(safeNext(raw)).toEqual({ path: DEFAULT_NEXT, app: true });
  });

  it('keeps a path of this site, without its language prefix', () => {
    expect(safeNext('/apply/abc?x=1')).toEqual({ path: '/apply/abc?x=1', app: true });
    expect(safeNext('/ar/account')).toEqual({ path: '/account', app: true });
    expect(safeNext('/ar/applications')).toEqual({ path: '/applications', app: true });
    expect(safeNext('/ar/track')).toEqual({ path: '/track', app: false });
  });

  it('tells a server-rendered page from a page of the app', () => {
    expect(safeNext('/visas/123')).toEqual({ path: '/visas/123', app: false });
    expect(safeNext('/visas/12?x=1')).toEqual({ path: '/visas/12?x=1', app: false });
    expect(safeNext('/track?reference=VD-1')).toEqual({ path: '/track?reference=VD-1', app: false });
  });
});

describe('where signing in lands', () => {
  it.each(HOSTILE_PATHS.flatMap((raw) => LOCALES.map((locale) => [raw, locale] as const)))(
    '%j in %s lands on the applications page of this site',
    (raw, locale) => {
      const url = landing(raw, locale);
      expect(url.origin).toBe(ORIGIN);
      expect(url.pathname).toBe(localePath(locale, DEFAULT_NEXT));
    },
  );

  it.each(LOOKALIKE_PATHS.flatMap((raw) => LOCALES.map((locale) => [raw, locale] as const)))(
    'the look-alike %j in %s stays a path on this site',
    (raw, locale) => {
      const url = landing(raw, locale);
      expect(url.origin).toBe(ORIGIN);
      expect(url.pathname).not.toMatch(/^\/[/\\]/);
    },
  );

  it.each(LEGIT_PATHS.flatMap(([raw]) => LOCALES.map((locale) => [raw, locale] as const)))(
    '%j in %s lands on the same page in that language',
    (raw, locale) => {
      const url = landing(raw, locale);
      expect(url.origin).toBe(ORIGIN);
      expect(url.pathname + url.search).toBe(localePath(locale, splitLocale(raw).path));
    },
  );
});

describe('language links', () => {
  // The server-rendered header's switch: the other language's address of the current URL.
  it.each(HOSTILE_PATHS.flatMap((raw) => LOCALES.map((locale) => [raw, locale] as const)))(
    'for %j the %s link stays on this site',
    (raw, locale) => {
      const href = localePath(locale, splitLocale(raw).path);
      expect(href).not.toMatch(/^\/[/\\]|^[a-z]+:/i);
      expect(new URL(href, ORIGIN).origin).toBe(ORIGIN);
    },
  );
});
