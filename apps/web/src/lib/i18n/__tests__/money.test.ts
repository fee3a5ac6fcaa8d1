import { describe, expect, it } from 'vitest';
import { formatCompact, formatIqd } from '../money';

// Bidi marks (RLM/LRM/ALM) are invisible; compare the characters a person sees.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('formatIqd', () => {
  it('shows whole dinars with the ISO code in English, whatever the digit setting', () => {
    expect(visible(formatIqd(1_250_000, 'en', 'arab'))).toBe('IQD 1,250,000');
    expect(visible(formatIqd(1_250_000, 'en', 'latn'))).toBe('IQD 1,250,000');
  });

  it('uses Eastern Arabic digits and the dinar sign in Arabic by default', () => {
    const text = visible(formatIqd(1_250_000, 'ar', 'arab'));
    expect(text).toContain('١٬٢٥٠٬٠٠٠');
    expect(text).toContain('د.ع.');
    expect(text).not.toMatch(/[0-9]/);
  });

  it('uses Western digits in Arabic when the person chose them', () => {
    const text = visible(formatIqd(1_250_000, 'ar', 'latn'));
    expect(text).toContain('1,250,000');
    expect(text).toContain('د.ع.');
    expect(text).not.toMatch(/[٠-٩]/);
  });

  it('never shows fils (decimals), even for an odd amount', () => {
    expect(visible(formatIqd(0, 'en', 'latn'))).toBe('IQD 0');
    expect(visible(formatIqd(1500, 'en', 'latn'))).toBe('IQD 1,500');
    expect(visible(formatIqd(1500, 'ar', 'arab'))).toContain('١٬٥٠٠');
    expect(visible(formatIqd(1500, 'ar', 'arab'))).not.toContain('٫');
  });
});

describe('formatCompact', () => {
  it('shortens axis labels in the chosen digits', () => {
    expect(formatCompact(1_250_000, 'en', 'latn')).toBe('1.3M');
    expect(formatCompact(1_250_000, 'ar', 'arab')).toMatch(/^١٫٣/);
    expect(formatCompact(1_250_000, 'ar', 'latn')).toMatch(/^1\.3/);
  });
});
