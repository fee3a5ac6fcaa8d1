import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { Paged } from '@visadesk/contract/list';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDigits } from '../../lib/i18n/digits';
import { intlLocale } from '../../lib/i18n/format';
import { isLocale } from '../../lib/i18n/locale';
import { renderTitledCell } from './cells';
import { DataTableContext, type DataTableContextValue } from './data-table-context';
import { DataTableNoRowsOverlay } from './data-table-overlays';
import { DataTableToolbar } from './data-table-toolbar';
import { FilterSheet } from './filter-sheet';
import { gridLocaleText } from './grid-locale-text';
import { countActiveFilters, hasActiveFilters, pageSizesOf, withoutFilters } from './table-state';
import { useColumnVisibility } from './use-column-visibility';
import type { TableController } from './use-table-state';

/** The parts of a TanStack Query result the table reads. */
export interface DataTableResult<R> {
  data: Paged<R> | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch(): unknown;
}

interface DataTableProps<R extends GridValidRowModel, F extends string> {
  /** Names the table's remembered column choices in localStorage. */
  tableId: string;
  /** Accessible name of the grid. */
  label: string;
  columns: GridColDef<R>[];
  table: TableController<F>;
  result: DataTableResult<R>;
  searchLabel: string;
  /** Filter controls, rendered in the toolbar after the search box. */
  filters?: ReactNode;
  /** Columns hidden until the person shows them (from the Columns panel). */
  hiddenByDefault?: readonly string[];
}

/**
 * A server-side list: MUI X DataGrid with paging, sorting and filtering done by the API and the
 * view held in the URL (see table-state.ts). Columns the API cannot sort by are not sortable.
 */
export function DataTable<R extends GridValidRowModel, F extends string>({
  tableId,
  label,
  columns,
  table,
  result,
  searchLabel,
  filters,
  hiddenByDefault = [],
}: DataTableProps<R, F>) {
  const { i18n } = useTranslation();
  const digits = useDigits();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const capped = Boolean(result.data?.totalCapped);
  const localeText = useMemo(() => gridLocaleText(locale, digits, capped), [locale, digits, capped]);
  const number = useMemo(() => new Intl.NumberFormat(intlLocale(locale, digits)), [locale, digits]);
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(
    tableId,
    Object.fromEntries(hiddenByDefault.map((field) => [field, false])),
  );
  const { state, config } = table;
  const { data, isFetching, isError, refetch } = result;
  const navigate = useNavigate();
  // Phones get the filters in a bottom sheet (see filter-sheet.tsx); no server render to match.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [sheetOpen, setSheetOpen] = useState(false);
  const filterSheetId = useId();
  const activeFilterCount = countActiveFilters(state);
  const openFilterSheet = useCallback(() => setSheetOpen(true), []);
  const closeFilterSheet = useCallback(() => setSheetOpen(false), []);
  // Turned to landscape or widened past `sm`: the filters are back in the toolbar, the sheet shut.
  useEffect(() => {
    if (!phone) setSheetOpen(false);
  }, [phone]);

  // The filters only, the search kept (it is in view above the list, not in the sheet). Every
  // filter is a query-string parameter of its own name: the config's, plus any a page merges
  // into the state (the requests list's dates). Read from the live URL, like the table's writes.
  const clearFilterValues = useCallback(() => {
    const names = new Set([...Object.keys(config.filters), ...Object.keys(state.filters)]);
    const next = withoutFilters(new URLSearchParams(window.location.search), names).toString();
    navigate({ search: next ? `?${next}` : '' }, { replace: true, preventScrollReset: true });
  }, [config.filters, state.filters, navigate]);

  const gridColumns = useMemo(
    () =>
      columns.map((column) => ({
        ...column,
        sortable: column.sortable !== false && config.sortFields.includes(column.field),
        // Plain text cells cut with "…" say the whole value on hover (cells that draw their own
        // content give their own title).
        renderCell: column.renderCell ?? (column.type === 'actions' ? undefined : renderTitledCell),
      })),
    [columns, config.sortFields],
  );

  const sortModel = useMemo<GridSortModel>(() => {
    const descending = state.sort.startsWith('-');
    return [{ field: descending ? state.sort.slice(1) : state.sort, sort: descending ? 'desc' : 'asc' }];
  }, [state.sort]);

  // Labelled, so the page-size menu shows Arabic-Indic digits when those are on.
  const pageSizeOptions = useMemo(
    () => pageSizesOf(config).map((value) => ({ value, label: number.format(value) })),
    [config, number],
  );

  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: state.page - 1, pageSize: state.limit }),
    [state.page, state.limit],
  );

  // A page past the end (a stale link, or the last row of the last page deleted): go to the last one.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / state.limit)) : undefined;
  useEffect(() => {
    if (!isFetching && lastPage !== undefined && state.page > lastPage)
      table.setPage(lastPage, { replace: true });
  }, [isFetching, lastPage, state.page, table]);

  const context = useMemo<DataTableContextValue>(
    () => ({
      search: state.search,
      onSearch: table.setSearch,
      searchLabel,
      filters,
      filtered: hasActiveFilters(state),
      phone,
      activeFilterCount,
      filterSheetOpen: phone && sheetOpen,
      filterSheetId,
      onOpenFilterSheet: openFilterSheet,
      onClearFilters: table.clearFilters,
      error: isError,
      onRetry: () => void refetch(),
    }),
    [
      state,
      table,
      searchLabel,
      filters,
      phone,
      activeFilterCount,
      sheetOpen,
      filterSheetId,
      openFilterSheet,
      isError,
      refetch,
    ],
  );

  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== state.limit) table.setLimit(model.pageSize);
    else if (model.page + 1 !== state.page) table.setPage(model.page + 1);
  };

  const onSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    // Clearing the sort goes back to the endpoint's default order.
    table.setSort(first?.sort ? `${first.sort === 'desc' ? '-' : ''}${first.field}` : config.defaultSort);
  };

  return (
    <DataTableContext.Provider value={context}>
      <DataGrid
        aria-label={label}
        rows={isError ? [] : (data?.items ?? [])}
        rowCount={isError ? 0 : (data?.total ?? 0)}
        columns={gridColumns}
        loading={isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        pageSizeOptions={pageSizeOptions}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        sortingOrder={['asc', 'desc']}
        columnVisibilityModel={columnVisibility}
        onColumnVisibilityModelChange={setColumnVisibility}
        localeText={localeText}
        density="compact"
        autoHeight
        disableColumnFilter
        disableRowSelectionOnClick
        showToolbar
        slots={{ toolbar: DataTableToolbar, noRowsOverlay: DataTableNoRowsOverlay }}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        sx={{
          bgcolor: 'background.paper',
          '--DataGrid-overlayHeight': '280px',
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within': { outline: 'none' },
          // A cell reached by the keyboard shows where focus is (a click, or a focused link inside, does not).
          '& .MuiDataGrid-cell:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: '-2px',
          },
        }}
      />
      {filters && phone && (
        // Outside the grid: events in the sheet must not bubble through the grid's own handlers.
        <FilterSheet
          id={filterSheetId}
          open={sheetOpen}
          activeCount={activeFilterCount}
          onClose={closeFilterSheet}
          onClear={clearFilterValues}
        >
          {filters}
        </FilterSheet>
      )}
    </DataTableContext.Provider>
  );
}
