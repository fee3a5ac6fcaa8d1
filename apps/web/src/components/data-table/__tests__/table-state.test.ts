import { describe, expect, it } from 'vitest';
import {
  defaultTableState,
  hasActiveFilters,
  parseTableState,
  type TableConfig,
  toListQuery,
  writeTableState,
} from '../table-state';

type Filter = 'isActive' | 'type' | 'destinationId';
const config: TableConfig<Filter> = {
  sortFields: ['titleEn', 'price', 'createdAt'],
  defaultSort: '-createdAt',
  filters: {
    isActive: { type: 'boolean' },
    type: { type: 'enum', values: ['tourist', 'business'] },
    destinationId: { type: 'uuid' },
  },
};
const UUID = '0b6c8d8e-6f7a-4c55-9a51-3f2d1c0e9b7a';
const parse = (qs: string) => parseTableState(new URLSearchParams(qs), config);

describe('parseTableState', () => {
  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual({ page: 1, limit: 10, sort: '-createdAt', search: '', filters: {} });
  });

  it('reads every valid parameter', () => {
    expect(
      parse(
        `page=3&limit=25&sort=price&search=%20dubai%20&isActive=false&type=business&destinationId=${UUID}`,
      ),
    ).toEqual({
      page: 3,
      limit: 25,
      sort: 'price',
      search: 'dubai',
      filters: { isActive: 'false', type: 'business', destinationId: UUID },
    });
    expect(parse('sort=-titleEn').sort).toBe('-titleEn');
  });

  it.each(['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=', 'page=100001', 'page=99999999999'])(
    'falls back to page 1 for %s',
    (qs) => {
      expect(parse(qs).page).toBe(1);
    },
  );

  it('falls back to page 1 past the API’s 10 000-row window', () => {
    expect(parse('page=1000&limit=10').page).toBe(1000);
    expect(parse('page=1001&limit=10').page).toBe(1);
    expect(parse('page=101&limit=100').page).toBe(1);
  });

  it.each(['limit=7', 'limit=1000', 'limit=0', 'limit=ten'])(
    'falls back to the default limit for %s',
    (qs) => {
      expect(parse(qs).limit).toBe(10);
    },
  );

  it.each(['sort=nameAr', 'sort=--price', 'sort=-', 'sort=', 'sort=price%20'])(
    'falls back to the default sort for a field the API does not whitelist (%s)',
    (qs) => {
      expect(parse(qs).sort).toBe('-createdAt');
    },
  );

  it('drops filter values the API would reject, keeping the valid ones', () => {
    expect(parse('isActive=yes&type=spaceship&destinationId=not-a-uuid').filters).toEqual({});
    expect(parse(`isActive=true&type=spaceship&destinationId=${UUID}`).filters).toEqual({
      isActive: 'true',
      destinationId: UUID,
    });
  });

  it('ignores parameters that are not filters of this table', () => {
    expect(parse('kind=document&tab=2').filters).toEqual({});
  });

  it('caps the search at the API limit of 100 characters', () => {
    expect(parse(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('writeTableState', () => {
  it('writes nothing for the default view, so the plain URL is the default', () => {
    expect(writeTableState(new URLSearchParams(), defaultTableState(config), config).toString()).toBe('');
  });

  it('writes only what differs from the defaults and round-trips', () => {
    const state = {
      page: 2,
      limit: 50,
      sort: 'titleEn',
      search: 'umrah',
      filters: { type: 'tourist', isActive: 'true' },
    };
    const params = writeTableState(new URLSearchParams(), state, config);
    expect(Object.fromEntries(params)).toEqual({
      page: '2',
      limit: '50',
      sort: 'titleEn',
      search: 'umrah',
      type: 'tourist',
      isActive: 'true',
    });
    expect(parseTableState(params, config)).toEqual(state);
  });

  it('keeps parameters that are not the table’s and replaces the table’s own', () => {
    const current = new URLSearchParams('page=4&type=business&dialog=new');
    const params = writeTableState(current, { ...defaultTableState(config), page: 1 }, config);
    expect(params.toString()).toBe('dialog=new');
  });

  it('leaves out cleared and invalid filter values', () => {
    const state = {
      ...defaultTableState(config),
      filters: { isActive: '', type: 'bogus', destinationId: undefined },
    };
    expect(writeTableState(new URLSearchParams(), state, config).toString()).toBe('');
  });
});

describe('toListQuery and hasActiveFilters', () => {
  it('sends the list convention plus set filters, without an empty search', () => {
    const state = parse('page=2&type=tourist');
    expect(toListQuery(state)).toEqual({
      page: 2,
      limit: 10,
      sort: '-createdAt',
      search: undefined,
      type: 'tourist',
    });
    expect(hasActiveFilters(state)).toBe(true);
    expect(hasActiveFilters(parse('page=3&sort=price'))).toBe(false);
    expect(hasActiveFilters(parse('search=x'))).toBe(true);
  });
});
