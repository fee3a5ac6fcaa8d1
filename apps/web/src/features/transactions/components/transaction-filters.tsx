import { TRANSACTION_GATEWAYS, TRANSACTION_STATUSES } from '@visadesk/contract/transactions';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-table/filter-select';
import type { TableController } from '../../../components/data-table/use-table-state';
import { gatewayKey, statusKey, type TransactionFilter } from '../table-config';
import { RangeField } from './range-field';

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
      <RangeField
        type="date"
        label={t('transactions.filters.from')}
        value={filters.from}
        max={filters.to}
        onChange={(value) => table.setFilter('from', value)}
      />
      <RangeField
        type="date"
        label={t('transactions.filters.to')}
        value={filters.to}
        min={filters.from}
        onChange={(value) => table.setFilter('to', value)}
      />
      <RangeField
        type="amount"
        label={t('transactions.filters.minAmount')}
        value={filters.minAmount}
        onChange={(value) => table.setFilter('minAmount', value)}
        width={140}
      />
      <RangeField
        type="amount"
        label={t('transactions.filters.maxAmount')}
        value={filters.maxAmount}
        onChange={(value) => table.setFilter('maxAmount', value)}
        width={140}
      />
    </>
  );
}
