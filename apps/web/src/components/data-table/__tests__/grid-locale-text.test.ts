import { describe, expect, it } from 'vitest';
import { gridLocaleText } from '../grid-locale-text';

const rows = (text: ReturnType<typeof gridLocaleText>, from: number, to: number, count: number) =>
  text.paginationDisplayedRows?.({ from, to, count, estimated: undefined });

describe('gridLocaleText', () => {
  it('uses MUI X’s Arabic texts and our own row counter', () => {
    const ar = gridLocaleText('ar', 'arab');
    expect(ar.columnMenuSortAsc).toBe('الفرز تصاعدياً');
    expect(rows(ar, 1, 10, 33)).toBe('١–١٠ من ٣٣');
    expect(rows(gridLocaleText('ar', 'latn'), 1, 10, 33)).toBe('1–10 من 33');
    expect(rows(gridLocaleText('en', 'arab'), 11, 20, 1234)).toBe('11–20 of 1,234');
  });

  it('says the total is a floor when the API stopped counting', () => {
    expect(rows(gridLocaleText('en', 'latn', true), 1, 10, 10_000)).toBe('1–10 of 10,000+');
    expect(rows(gridLocaleText('ar', 'arab', true), 1, 10, 10_000)).toBe('١–١٠ من ١٠٬٠٠٠+');
  });
});
