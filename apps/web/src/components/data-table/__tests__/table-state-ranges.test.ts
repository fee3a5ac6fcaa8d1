import { describe, expect, it } from 'vitest';
import { hasActiveFilters, parseTableState, type TableConfig, writeTableState } from '../table-state';

// Range filters: days (from/to) and whole amounts, as the transactions list uses them.
type Filter = 'from' | 'to' | 'minAmount';
const config: TableConfig<Filter> = {
  sortFields: ['createdAt'],
  defaultSort: '-createdAt',
  filters: { from: { type: 'day' }, to: { type: 'day' }, minAmount: { type: 'integer', min: 0, max: 1000 } },
};
const parse = (qs: string) => parseTableState(new URLSearchParams(qs), config).filters;

describe('day and integer filters', () => {
  it('keeps real days and whole numbers within bounds', () => {
    expect(parse('from=2026-02-28&to=2028-02-29&minAmount=1000')).toEqual({
      from: '2026-02-28',
      to: '2028-02-29',
      minAmount: '1000',
    });
  });

  it('drops days that do not exist and amounts that the API would refuse', () => {
    expect(parse('from=2026-02-30&to=2026-13-01&minAmount=1001')).toEqual({});
    expect(parse('from=26-01-01&to=2026-1-1&minAmount=-5')).toEqual({});
    expect(parse('minAmount=1.5')).toEqual({});
    expect(parse('minAmount=abc')).toEqual({});
  });

  it('writes them back and counts them as active filters', () => {
    const state = parseTableState(new URLSearchParams('from=2026-01-01&minAmount=0'), config);
    expect(hasActiveFilters(state)).toBe(true);
    expect(writeTableState(new URLSearchParams(), state, config).toString()).toBe(
      'from=2026-01-01&minAmount=0',
    );
  });
});
