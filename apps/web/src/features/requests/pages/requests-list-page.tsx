import Stack from '@mui/material/Stack';
import type { RequestStatus } from '@visadesk/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportButtons } from '../../../components/export-buttons';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../lib/session/use-can';
import { exportRequests } from '../api/export-requests';
import { useRequests } from '../api/get-requests';
import { useRequestColumns } from '../components/request-columns';
import { RequestDetailDrawer } from '../components/request-detail-drawer';
import { RequestFilters } from '../components/request-filters';
import { StatusQuickFilters } from '../components/status-quick-filters';
import { useRequestParam } from '../hooks/use-request-param';
import { useRequestTable } from '../hooks/use-request-table';

// Sortable but secondary: shown from the Columns panel.
const HIDDEN_COLUMNS = ['travelDate', 'passportNumber'];

export function RequestsListPage() {
  const { t } = useTranslation();
  const canExport = useCan('requests.export');
  const { pathname, search } = useLocation();
  const requestTable = useRequestTable();
  const { table, query } = requestTable;
  const result = useRequests(query);
  const detail = useRequestParam();

  const hrefFor = useCallback(
    (id: string) => {
      const params = new URLSearchParams(search);
      params.set('request', id);
      return `${pathname}?${params}`;
    },
    [pathname, search],
  );
  const columns = useRequestColumns({ hrefFor, onOpen: detail.open });

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          gap: { xs: 0, sm: 2 },
        }}
      >
        <PageHeader titleKey="pages.requestsList" crumbs={['nav.request', 'nav.list']} />
        {canExport && (
          <ExportButtons
            labels="requests.export"
            onExport={(format, locale, options) => exportRequests(format, query, locale, options)}
          />
        )}
      </Stack>
      <StatusQuickFilters
        value={table.state.filters.status}
        counts={result.data?.statusCounts ?? undefined}
        onChange={(status?: RequestStatus) => table.setFilter('status', status)}
      />
      <DataTable
        tableId="requests"
        label={t('pages.requestsList')}
        columns={columns}
        table={table}
        result={result}
        searchLabel={t('requests.search')}
        filters={<RequestFilters requestTable={requestTable} />}
        hiddenByDefault={HIDDEN_COLUMNS}
      />
      <RequestDetailDrawer requestId={detail.id} onClose={detail.close} />
    </>
  );
}
