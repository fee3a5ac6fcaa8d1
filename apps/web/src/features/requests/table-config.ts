import { REQUEST_STATUSES } from '@visadesk/contract/enums';
import { REQUEST_SORT_FIELDS } from '@visadesk/contract/requests';
import type { TableConfig } from '../../components/data-table/table-state';

/**
 * The filters the shared table state can hold. `assignedAdminId` is a uuid there; "unassigned"
 * is its own yes-only flag, sent to the API as `assignedAdminId=none` (see use-request-table.ts).
 */
export type RequestFilter =
  | 'status'
  | 'visaId'
  | 'destinationId'
  | 'nationalityId'
  | 'assignedAdminId'
  | 'unassigned';

// Newest first, as the API does. A module-level constant: useTableState needs a stable object.
export const requestTableConfig: TableConfig<RequestFilter> = {
  sortFields: REQUEST_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: {
    status: { type: 'enum', values: REQUEST_STATUSES },
    visaId: { type: 'uuid' },
    destinationId: { type: 'uuid' },
    nationalityId: { type: 'uuid' },
    assignedAdminId: { type: 'uuid' },
    unassigned: { type: 'enum', values: ['true'] },
  },
};
