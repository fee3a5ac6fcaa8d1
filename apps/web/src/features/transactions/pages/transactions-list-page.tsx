import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table';
import { hasActiveFilters } from '../../../components/data-table/table-state';
import { useTableState } from '../../../components/data-table/use-table-state';
import { ExportButtons } from '../../../components/export-buttons';
import { PageHeader } from '../../../components/page-header';
import { useCan } from '../../../lib/session/use-can';
import { exportTransactions } from '../api/export-transactions';
import { useTransactions } from '../api/get-transactions';
import { useTransactionColumns } from '../components/transaction-columns';
import { TransactionFilters } from '../components/transaction-filters';
import { TransactionTotals } from '../components/transaction-totals';
import { toTransactionQuery, transactionTableConfig } from '../table-config';

// The provider's id and the staff note are there when needed, not in every row.
const HIDDEN_COLUMNS = ['providerReference', 'note'];

export function TransactionsListPage() {
  const { t } = useTranslation();
  const canExport = useCan('transactions.export');
  const table = useTableState(transactionTableConfig);
  const query = useMemo(() => toTransactionQuery(table.query), [table.query]);
  const result = useTransactions(query);
  const columns = useTransactionColumns();

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, gap: 2 }}
      >
        <PageHeader titleKey="pages.transactionsList" crumbs={['nav.transactions', 'nav.list']} />
        {canExport && (
          <ExportButtons
            labels="transactions.export"
            mobileGap
            onExport={(format, locale, options) => exportTransactions(format, query, locale, options)}
          />
        )}
      </Stack>
      <TransactionTotals totals={result.data?.totals} filtered={hasActiveFilters(table.state)} />
      <DataTable
        tableId="transactions"
        label={t('pages.transactionsList')}
        columns={columns}
        table={table}
        result={result}
        searchLabel={t('transactions.searchReference')}
        filters={<TransactionFilters table={table} />}
        hiddenByDefault={HIDDEN_COLUMNS}
      />
    </>
  );
}
