import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../features/dashboard/duration';
import { localDigits } from '../digit-text';
import { formatNumber, formatSize } from '../format';
import { formatIqd } from '../money';

const nbsp = '\u00a0';

describe('the back office’s one size formatter', () => {
  it('writes sizes with one unit name per language and digit setting', () => {
    expect(formatSize(850 * 1024, 'en', 'latn')).toBe(`850${nbsp}kB`);
    expect(formatSize(1.25 * 1024 * 1024, 'en', 'latn')).toBe(`1.3${nbsp}MB`);
    // Full names in Arabic: ICU's short forms mix "م.ب" with "كيلوبايت".
    expect(formatSize(2 * 1024 * 1024, 'ar', 'arab')).toBe(`٢${nbsp}ميغابايت`);
    expect(formatSize(850 * 1024, 'ar', 'arab')).toBe(`٨٥٠${nbsp}كيلوبايت`);
    expect(formatSize(5 * 1024 * 1024, 'ar', 'latn')).toBe(`5${nbsp}ميغابايت`);
    expect(formatSize(10, 'ar', 'arab')).toBe(`١${nbsp}كيلوبايت`);
  });

  it('leaves no Latin digit, unit or sign in Arabic with Arabic-Indic digits', () => {
    for (const shown of [
      formatSize(3_500_000, 'ar', 'arab'),
      formatNumber(0.42, 'ar', 'arab', { style: 'percent' }),
      formatIqd(25_000, 'ar', 'arab'),
      formatDuration(36, 'ar', 'arab'),
      formatDuration(0.5, 'ar', 'arab'),
    ])
      expect(shown).not.toMatch(/[0-9%]|[KMG]B|kB|IQD|hour|day|min/);
  });
});

describe('staff-written text in the page’s digits', () => {
  it('follows the page: Arabic-Indic only on Arabic pages set to them', () => {
    expect(localDigits('صالحة 30 يوماً', 'ar', 'arab')).toBe('صالحة ٣٠ يوماً');
    expect(localDigits('صالحة 30 يوماً', 'ar', 'latn')).toBe('صالحة 30 يوماً');
    expect(localDigits('Valid 30 days', 'en', 'arab')).toBe('Valid 30 days');
  });

  it('keeps web addresses as written', () => {
    expect(localDigits('انظر https://example.com/form-12 خلال 3 أيام', 'ar', 'arab')).toBe(
      'انظر https://example.com/form-12 خلال ٣ أيام',
    );
  });
});
