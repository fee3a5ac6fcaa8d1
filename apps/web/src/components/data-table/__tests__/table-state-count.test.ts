import { describe, expect, it } from 'vitest';
import { countActiveFilters, hasActiveFilters, withoutFilters } from '../table-state';

const state = (filters: Record<string, string | undefined>, search = '') => ({
  page: 1,
  limit: 10,
  sort: '-createdAt',
  search,
  filters,
});

describe('countActiveFilters', () => {
  it('is zero with no filters', () => {
    expect(countActiveFilters(state({}))).toBe(0);
  });

  it('counts each set filter value once', () => {
    expect(countActiveFilters(state({ status: 'Paid', visaId: 'v1', from: '2025-01-01' }))).toBe(3);
  });

  it('skips undefined and empty values', () => {
    expect(countActiveFilters(state({ status: undefined, visaId: '', to: '2025-02-01' }))).toBe(1);
  });

  it('does not count the search box', () => {
    const searched = state({}, 'dubai');
    expect(countActiveFilters(searched)).toBe(0);
    // …while the list still counts as narrowed (the "no matches" state).
    expect(hasActiveFilters(searched)).toBe(true);
  });
});

describe('withoutFilters', () => {
  it('drops the named filters and the page, keeping the search and other parameters', () => {
    const params = new URLSearchParams(
      'page=3&search=ali&status=Paid&from=2025-01-01&request=abc&sort=price',
    );
    expect(withoutFilters(params, ['status', 'from', 'to']).toString()).toBe(
      'search=ali&request=abc&sort=price',
    );
    // The input is left as it was.
    expect(params.get('status')).toBe('Paid');
  });
});
