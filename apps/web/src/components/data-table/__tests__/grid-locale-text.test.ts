import { enUS } from '@mui/x-data-grid/locales';
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

  it('leaves no text of the grid in English on Arabic pages', () => {
    const ar = gridLocaleText('ar', 'arab') as Record<string, unknown>;
    const english = enUS.components.MuiDataGrid.defaultProps.localeText as Record<string, unknown>;
    // The premium grid's pivot, charts and assistant texts never show in the community grid.
    const premium =
      /^(pivot|charts|aiAssistant|prompt|formulaBar|toolbar(Pivot|Charts|Assistant)|emptyPivot|columnMenuManage(Pivot|Charts)|aggregation)/;
    const missing = Object.keys(english).filter((key) => !premium.test(key) && ar[key] === undefined);
    expect(missing).toEqual([]);
    const menu = ar.columnMenuAriaLabel as (name: string) => string;
    expect(menu('الحالة')).toBe('قائمة العمود الحالة');
  });
});
