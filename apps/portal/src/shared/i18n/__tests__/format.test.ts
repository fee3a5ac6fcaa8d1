import { describe, expect, it } from 'vitest';
import { latinDigits, localDigits, localDigitsInHtml } from '../digits';
import { formatMegabytes, formatMoney, formatNumber, formatPercent, formatSize, formatYear } from '../format';

const nbsp = '\u00a0';

describe('the portal’s one number formatter', () => {
  it('writes sizes with one unit name per language, never cut from their number', () => {
    expect(formatSize('en', 850 * 1024)).toBe(`850${nbsp}kB`);
    expect(formatSize('en', 1.25 * 1024 * 1024)).toBe(`1.3${nbsp}MB`);
    // Full unit names in Arabic: ICU's short forms are "م.ب" for megabytes but "كيلوبايت" for kilobytes.
    expect(formatSize('ar', 2 * 1024 * 1024)).toBe(`٢${nbsp}ميغابايت`);
    expect(formatSize('ar', 850 * 1024)).toBe(`٨٥٠${nbsp}كيلوبايت`);
    expect(formatSize('ar', 10)).toBe(`١${nbsp}كيلوبايت`);
    expect(formatMegabytes('ar', 60)).toBe(`٦٠${nbsp}ميغابايت`);
    expect(formatMegabytes('en', 5)).toBe(`5${nbsp}MB`);
  });

  it('writes every number of an Arabic page in Arabic-Indic digits and Arabic signs', () => {
    for (const text of [
      formatNumber('ar', 1234),
      formatPercent('ar', 0.42),
      formatMoney('ar', 25000),
      formatYear('ar', 2026),
      formatSize('ar', 3_500_000),
    ])
      expect(text).not.toMatch(/[0-9%]|MB|kB|IQD/);
    expect(formatYear('ar', 2026)).toBe('٢٠٢٦');
    expect(formatYear('en', 2026)).toBe('2026');
    expect(formatPercent('ar', 0.5)).toContain('٪');
  });
});

describe('digits in staff-written text', () => {
  it('turns Latin digits into Arabic-Indic ones on Arabic pages only', () => {
    expect(localDigits('ar', 'صالحة لمدة 365 يوماً')).toBe('صالحة لمدة ٣٦٥ يوماً');
    expect(localDigits('en', 'valid for 365 days')).toBe('valid for 365 days');
  });

  it('leaves web addresses as written', () => {
    expect(localDigits('ar', 'انظر https://example.com/v2/form-10 خلال 3 أيام')).toBe(
      'انظر https://example.com/v2/form-10 خلال ٣ أيام',
    );
  });

  it('changes only text in HTML: not tags, attributes, character references or code', () => {
    const html =
      '<p>خلال 45 يوماً&#160;<a href="https://x.test/a1">النموذج 2</a></p><pre>ref 12</pre><p><code>A1</code> 7</p>';
    expect(localDigitsInHtml('ar', html)).toBe(
      '<p>خلال ٤٥ يوماً&#160;<a href="https://x.test/a1">النموذج ٢</a></p><pre>ref 12</pre><p><code>A1</code> ٧</p>',
    );
    expect(localDigitsInHtml('en', html)).toBe(html);
  });

  it('reads typed digits in any script as Latin', () => {
    expect(latinDigits('٢٠٢٦-٠٣-٠٩')).toBe('2026-03-09');
    expect(latinDigits('۱۴۰۵')).toBe('1405');
    expect(latinDigits('12 ab')).toBe('12 ab');
  });
});
