import { TICKET_SORT_FIELDS, TICKET_STATUSES } from '@visadesk/contract/events';
import type { TableConfig } from '../../components/data-table/table-state';

export type TicketFilter = 'status';

// Newest first, as the API does. Module-level: useTableState needs a stable object.
export const ticketTableConfig: TableConfig<TicketFilter> = {
  sortFields: TICKET_SORT_FIELDS,
  defaultSort: '-createdAt',
  filters: { status: { type: 'enum', values: TICKET_STATUSES } },
};
