import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TableConfig } from '../table-state';
import { useTableState } from '../use-table-state';

const config: TableConfig<'isActive'> = {
  sortFields: ['nameEn', 'updatedAt'],
  defaultSort: 'nameEn',
  filters: { isActive: { type: 'boolean' } },
};

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/visa/countries${initial}`]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ table: useTableState(config), location: useLocation() }), { wrapper });
}

describe('useTableState', () => {
  it('restores the view from the URL', () => {
    const { result } = setup('?page=3&sort=-updatedAt&isActive=false');
    expect(result.current.table.state).toMatchObject({
      page: 3,
      sort: '-updatedAt',
      filters: { isActive: 'false' },
    });
    expect(result.current.table.query).toMatchObject({
      page: 3,
      limit: 10,
      sort: '-updatedAt',
      isActive: 'false',
    });
  });

  it('goes back to page 1 when the sort, search or a filter changes', () => {
    const { result } = setup('?page=3');
    act(() => result.current.table.setSort('-updatedAt'));
    expect(result.current.location.search).toBe('?sort=-updatedAt');

    act(() => result.current.table.setPage(2));
    act(() => result.current.table.setFilter('isActive', 'true'));
    expect(result.current.location.search).toBe('?sort=-updatedAt&isActive=true');

    act(() => result.current.table.setPage(4));
    act(() => result.current.table.setSearch('iraq'));
    expect(new URLSearchParams(result.current.location.search).get('page')).toBeNull();
    expect(result.current.table.state.search).toBe('iraq');
  });

  it('clears search and filters but keeps the sort and page size', () => {
    const { result } = setup('?limit=25&sort=-updatedAt&search=x&isActive=true&page=2');
    act(() => result.current.table.clearFilters());
    expect(result.current.location.search).toBe('?limit=25&sort=-updatedAt');
  });
});
