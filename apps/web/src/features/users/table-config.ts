import { APPLICANT_SORT_FIELDS } from '@visadesk/contract/accounts';
import type { TableConfig } from '../../components/data-table/table-state';

export type UserFilter = 'isBlocked';

// Newest first, as the API does. Module-level: useTableState needs a stable object.
export const userTableConfig: TableConfig<UserFilter> = {
  sortFields: APPLICANT_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: { isBlocked: { type: 'boolean' } },
};
