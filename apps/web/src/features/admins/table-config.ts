import { STAFF_SORT_FIELDS } from '@visadesk/contract/accounts';
import type { TableConfig } from '../../components/data-table/table-state';

export type AdminFilter = 'isActive';

// By name, as the API does. Module-level: useTableState needs a stable object.
export const adminTableConfig: TableConfig<AdminFilter> = {
  sortFields: STAFF_SORT_FIELDS,
  defaultSort: 'name',
  filters: { isActive: { type: 'boolean' } },
};
