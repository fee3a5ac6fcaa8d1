import { describe, expect, it } from 'vitest';
import { HOSTILE_PATHS } from '../../../../../../packages/contract/test/safe-path-corpus';
import { formatNumber, intlLocale } from '../format';
import { barePath, localeFromPath, switchLocalePath } from '../locale';

describe('locale helpers', () => {
  it('reads the locale from the URL prefix', () => {
    expect(localeFromPath('/ar')).toBe('ar');
    expect(localeFromPath('/ar/visa/list')).toBe('ar');
    expect(localeFromPath('/arrivals')).toBe('en');
    expect(localeFromPath('/login')).toBe('en');
  });

  it('switches to the same page in the other locale', () => {
    expect(barePath('/ar/visa/list')).toBe('/visa/list');
    expect(switchLocalePath('/visa/list', 'ar')).toBe('/ar/visa/list');
    expect(switchLocalePath('/ar/visa/list', 'en')).toBe('/visa/list');
    expect(switchLocalePath('/ar', 'en')).toBe('/');
  });

  it.each(HOSTILE_PATHS.flatMap((raw) => (['en', 'ar'] as const).map((to) => [raw, to] as const)))(
    'switches %j to %s on this site (the home page when the path is not one of ours)',
    (raw, to) => {
      const href = switchLocalePath(raw, to);
      expect(href).toBe(to === 'ar' ? '/ar' : '/');
      expect(new URL(href, 'https://office.example').origin).toBe('https://office.example');
    },
  );
});

describe('formatNumber', () => {
  it('pins the numbering system with -u-nu-', () => {
    expect(intlLocale('ar', 'arab')).toBe('ar-IQ-u-nu-arab');
    expect(formatNumber(1234, 'ar', 'arab')).toBe('١٬٢٣٤');
    expect(formatNumber(1234, 'ar', 'latn')).toMatch(/^1.234$/);
    expect(formatNumber(1234, 'en', 'arab')).toBe('1,234');
  });
});
