import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { useTableState } from '../../../components/data-table/use-table-state';
import { PageHeader } from '../../../components/page-header';
import { useTickets } from '../api/get-tickets';
import { useTicketColumns } from '../components/ticket-columns';
import { TicketDetailDrawer } from '../components/ticket-detail-drawer';
import { TICKET_PARAM, useTicketParam } from '../hooks/use-ticket-param';
import { TICKET_STATUS_ORDER, ticketStatusKey } from '../status';
import { ticketTableConfig } from '../table-config';

// Secondary: shown from the Columns panel.
const HIDDEN_COLUMNS = ['updatedAt'];

/** Tickets from applicants and visitors: find them, read the conversation, answer, close. */
export function TicketsListPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const table = useTableState(ticketTableConfig);
  const result = useTickets(table.query);
  const detail = useTicketParam();

  const hrefFor = useCallback(
    (id: string) => {
      const params = new URLSearchParams(search);
      params.set(TICKET_PARAM, id);
      return `${pathname}?${params}`;
    },
    [pathname, search],
  );
  const columns = useTicketColumns({ hrefFor, onOpen: detail.open });

  return (
    <>
      <PageHeader titleKey="pages.ticketsList" crumbs={['nav.tickets', 'nav.list']} />
      <DataTable
        tableId="tickets"
        label={t('pages.ticketsList')}
        columns={columns}
        table={table}
        result={result}
        searchLabel={t('tickets.search')}
        hiddenByDefault={HIDDEN_COLUMNS}
        filters={
          <FilterSelect
            label={t('tickets.fields.status')}
            value={table.state.filters.status}
            onChange={(value) => table.setFilter('status', value)}
            options={TICKET_STATUS_ORDER.map((status) => ({
              value: status,
              label: t(ticketStatusKey(status)),
            }))}
            width={150}
          />
        }
      />
      <TicketDetailDrawer ticketId={detail.id} onClose={detail.close} />
    </>
  );
}
