import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { Transaction } from '@visadesk/contract/transactions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SoftChip } from '../../../components/soft-chip';
import { useFormatters } from '../../../lib/i18n/format';
import { useMoney } from '../../../lib/i18n/money';
import { requestsSearchPath } from '../paths';
import { STATUS_COLORS, statusKey } from '../table-config';
import { GatewayLabel } from './gateway-label';

/** Moments in the browser's own time zone. */
const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function useTransactionColumns(): GridColDef<Transaction>[] {
  const { t } = useTranslation();
  const { locale, formatDate } = useFormatters();
  const money = useMoney();
  return useMemo<GridColDef<Transaction>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('transactions.columns.createdAt'),
        width: 180,
        valueFormatter: (value: string) => formatDate(new Date(value), MOMENT),
      },
      {
        field: 'groupReference',
        headerName: t('transactions.columns.group'),
        minWidth: 170,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Tooltip title={t('transactions.openRequests')} describeChild>
            <Link
              component={RouterLink}
              to={requestsSearchPath(row.groupReference, locale)}
              underline="hover"
              dir="ltr"
              translate="no"
              sx={{ fontWeight: 500, fontFamily: 'monospace', fontSize: '0.85rem' }}
            >
              {row.groupReference}
            </Link>
          </Tooltip>
        ),
      },
      {
        field: 'gateway',
        headerName: t('transactions.columns.gateway'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => <GatewayLabel gateway={row.gateway} />,
      },
      {
        field: 'amount',
        headerName: t('transactions.columns.amount'),
        width: 160,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => money(value),
        cellClassName: 'vd-amount',
      },
      {
        field: 'status',
        headerName: t('transactions.columns.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <SoftChip color={STATUS_COLORS[row.status]} label={t(statusKey(row.status))} />
        ),
      },
      {
        field: 'completedAt',
        headerName: t('transactions.columns.completedAt'),
        width: 180,
        valueFormatter: (value: string | null) => (value ? formatDate(new Date(value), MOMENT) : '—'),
      },
      {
        field: 'recordedBy',
        headerName: t('transactions.columns.recordedBy'),
        width: 160,
        sortable: false,
        // Online payments confirm themselves; only cash is recorded by a member of staff.
        valueGetter: (_value, row) => row.recordedBy?.name ?? t('transactions.online'),
      },
      {
        field: 'providerReference',
        headerName: t('transactions.columns.providerReference'),
        width: 190,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      {
        field: 'note',
        headerName: t('transactions.columns.note'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '',
      },
    ],
    [t, locale, formatDate, money],
  );
}
