import { describe, expect, it } from 'vitest';
import { joinParts, monthOptions, shownNumber, splitIso, typedNumber } from '../date-parts';

describe('date parts', () => {
  it('splits the form’s day into day, month and year, and joins them back', () => {
    expect(splitIso('1991-04-02')).toEqual({ day: '2', month: '4', year: '1991' });
    expect(joinParts({ day: '2', month: '4', year: '1991' })).toBe('1991-04-02');
    expect(joinParts(splitIso('2030-12-31'))).toBe('2030-12-31');
    expect(splitIso('')).toEqual({ day: '', month: '', year: '' });
    expect(joinParts({ day: '', month: '', year: '' })).toBe('');
  });

  it('keeps a date typed in part as a value no date rule accepts, and gets it back', () => {
    const partial = { day: '12', month: '', year: '1990' };
    expect(joinParts(partial)).toBe('1990--12');
    expect(joinParts(partial)).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(splitIso('1990--12')).toEqual(partial);
    expect(joinParts({ day: '5', month: '3', year: '90' })).toBe('90-3-5');
  });

  it('reads typed Arabic-Indic, Persian or Latin digits and drops anything else', () => {
    expect(typedNumber('١٢', 2)).toBe('12');
    expect(typedNumber('۱۹۹۰', 4)).toBe('1990');
    expect(typedNumber('2/0a26', 4)).toBe('2026');
    expect(typedNumber('123', 2)).toBe('12');
    expect(joinParts({ day: typedNumber('٩', 2), month: '3', year: typedNumber('٢٠٣٠', 4) })).toBe(
      '2030-03-09',
    );
  });

  it('shows parts in the page’s digits and months by name', () => {
    expect(shownNumber('ar', '1990')).toBe('١٩٩٠');
    expect(shownNumber('en', '1990')).toBe('1990');
    const ar = monthOptions('ar');
    expect(ar).toHaveLength(12);
    expect(ar[0]).toEqual({ value: '1', label: '٠١ – كانون الثاني' });
    expect(ar[11]!.label).toBe('١٢ – كانون الأول');
    expect(monthOptions('en')[2]).toEqual({ value: '3', label: '03 – March' });
  });
});
