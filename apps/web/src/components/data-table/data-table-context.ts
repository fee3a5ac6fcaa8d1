import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the grid's slots (toolbar, overlays) need from the page. A context instead of slotProps:
 * slot props would need module augmentation of MUI X's types for every custom prop.
 */
export interface DataTableContextValue {
  search: string;
  onSearch(value: string): void;
  searchLabel: string;
  /** Filter controls supplied by the page. */
  filters?: ReactNode;
  /** A search or filter is narrowing the list (an empty result is then "no matches"). */
  filtered: boolean;
  /** Below `sm` the filters live in a bottom sheet, opened from a "Filters" button in the toolbar. */
  phone: boolean;
  /** Set filter values, search not counted: the Filters button's badge. */
  activeFilterCount: number;
  filterSheetOpen: boolean;
  /** The sheet's element id, for the button's aria-controls. */
  filterSheetId: string;
  onOpenFilterSheet(): void;
  onClearFilters(): void;
  error: boolean;
  onRetry(): void;
}

export const DataTableContext = createContext<DataTableContextValue | null>(null);

export function useDataTableContext(): DataTableContextValue {
  const value = useContext(DataTableContext);
  if (!value) throw new Error('DataTable slots must render inside <DataTable>');
  return value;
}
