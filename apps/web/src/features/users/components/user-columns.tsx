import Chip from '@mui/material/Chip';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectionalTextCell } from '../../../components/data-table/cells';
import { useFormatters } from '../../../lib/i18n/format';
import type { Applicant } from '../api/get-users';

// Month names in both languages (ar-IQ's dateStyle is digits only).
const MOMENT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

export function useUserColumns(onToggleBlock: (user: Applicant) => void): GridColDef<Applicant>[] {
  const { t } = useTranslation();
  const { formatNumber, formatDate } = useFormatters();
  return useMemo<GridColDef<Applicant>[]>(
    () => [
      {
        field: 'fullName',
        headerName: t('users.fields.name'),
        flex: 1,
        minWidth: 160,
        // Typed in either script: cut at its own end, whole on hover and focus.
        renderCell: ({ value }) => <DirectionalTextCell text={value} dir="auto" />,
      },
      {
        field: 'email',
        headerName: t('users.fields.email'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ value }) => <DirectionalTextCell text={value} dir="ltr" />,
      },
      {
        field: 'phone',
        headerName: t('users.fields.phone'),
        width: 140,
        sortable: false,
        renderCell: ({ value }) => <DirectionalTextCell text={value ?? '—'} dir="ltr" />,
      },
      {
        field: 'requestCount',
        headerName: t('users.fields.requests'),
        width: 100,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => formatNumber(value),
      },
      {
        field: 'lastLoginAt',
        headerName: t('users.fields.lastLogin'),
        width: 176,
        valueFormatter: (value: string | null) =>
          value ? formatDate(new Date(value), MOMENT) : t('users.never'),
      },
      {
        field: 'createdAt',
        headerName: t('users.fields.createdAt'),
        width: 176,
        valueFormatter: (value: string) => formatDate(new Date(value), MOMENT),
      },
      {
        field: 'isBlocked',
        headerName: t('users.fields.status'),
        width: 110,
        sortable: false,
        display: 'flex',
        renderCell: ({ value }) => (
          <Chip
            size="small"
            label={t(value ? 'users.blocked' : 'users.active')}
            color={value ? 'error' : 'success'}
            // Filled, like every status chip: the palette's contrast text is derived for filled
            // chips (ADR 0018); success-coloured text on white is 2.3:1.
            variant="filled"
            sx={{ height: 22, fontWeight: 500 }}
          />
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('users.fields.actions'),
        width: 80,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="block"
            icon={
              row.isBlocked ? (
                <IconLockOpen size={18} />
              ) : (
                <IconLock size={18} color="var(--mui-palette-error-main)" />
              )
            }
            label={t(row.isBlocked ? 'users.unblock' : 'users.block')}
            title={t(row.isBlocked ? 'users.unblock' : 'users.block')}
            onClick={() => onToggleBlock(row)}
          />,
        ],
      },
    ],
    [t, formatNumber, formatDate, onToggleBlock],
  );
}
