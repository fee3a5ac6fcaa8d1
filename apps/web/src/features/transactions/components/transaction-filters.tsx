import Box from '@mui/material/Box';
import { TRANSACTION_GATEWAYS, TRANSACTION_STATUSES } from '@visadesk/contract/transactions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-table/filter-select';
import type { TableController } from '../../../components/data-table/use-table-state';
import { DateField } from '../../../components/date-field';
import { gatewayKey, statusKey, type TransactionFilter } from '../table-config';
import { RangeField } from './range-field';

/**
 * Both ends of a range side by side: when the toolbar wraps, a range moves to the next row whole
 * instead of leaving its last field alone there. On phones (the filter sheet) each takes a row.
 */
function RangeGroup({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        gap: { xs: 2, sm: 1.5 },
        width: { xs: '100%', sm: 'auto' },
      }}
    >
      {children}
    </Box>
  );
}

/** Gateway, status, created-date range and amount range — all kept in the URL. */
export function TransactionFilters({ table }: { table: TableController<TransactionFilter> }) {
  const { t } = useTranslation();
  const { filters } = table.state;
  return (
    <>
      <FilterSelect
        label={t('transactions.columns.gateway')}
        value={filters.gateway}
        onChange={(value) => table.setFilter('gateway', value)}
        options={TRANSACTION_GATEWAYS.map((gateway) => ({
          value: gateway,
          label: t(gatewayKey(gateway)),
        }))}
        width={160}
      />
      <FilterSelect
        label={t('transactions.columns.status')}
        value={filters.status}
        onChange={(value) => table.setFilter('status', value)}
        options={TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(statusKey(status)) }))}
        width={150}
      />
      <RangeGroup>
        <DateField
          label={t('transactions.filters.from')}
          value={filters.from}
          max={filters.to}
          onChange={(value) => table.setFilter('from', value)}
        />
        <DateField
          label={t('transactions.filters.to')}
          value={filters.to}
          min={filters.from}
          onChange={(value) => table.setFilter('to', value)}
        />
      </RangeGroup>
      <RangeGroup>
        <RangeField
          label={t('transactions.filters.minAmount')}
          value={filters.minAmount}
          onChange={(value) => table.setFilter('minAmount', value)}
        />
        <RangeField
          label={t('transactions.filters.maxAmount')}
          value={filters.maxAmount}
          onChange={(value) => table.setFilter('maxAmount', value)}
        />
      </RangeGroup>
    </>
  );
}
