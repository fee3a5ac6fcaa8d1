import { describe, expect, it } from 'vitest';
import { formatDuration } from '../duration';

describe('formatDuration', () => {
  it('picks minutes, hours or days by size', () => {
    expect(formatDuration(0.25, 'en', 'latn')).toBe('15 minutes');
    expect(formatDuration(0, 'en', 'latn')).toBe('0 minutes');
    expect(formatDuration(5.5, 'en', 'latn')).toBe('5.5 hours');
    expect(formatDuration(47.9, 'en', 'latn')).toBe('47.9 hours');
    expect(formatDuration(108, 'en', 'latn')).toBe('4.5 days');
  });

  it('follows the digit setting in Arabic', () => {
    expect(formatDuration(108, 'ar', 'arab')).toContain('٤٫٥');
    expect(formatDuration(108, 'ar', 'latn')).toContain('4.5');
  });
});
