import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useCan } from '../../../lib/session/use-can';

/**
 * Every active admin reads the catalog; only manage-catalog holders see its create button and
 * row actions (edit, upload, delete), which the API would refuse them anyway (ADR 0011).
 */
export function useCatalogWrite<R extends GridValidRowModel>(columns: GridColDef<R>[]) {
  const canWrite = useCan('catalog.write');
  const visible = useMemo(
    () => (canWrite ? columns : columns.filter((c) => c.field !== 'actions')),
    [canWrite, columns],
  );
  return { canWrite, columns: visible };
}
