import Chip from '@mui/material/Chip';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import type { Staff } from '@visadesk/contract/accounts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BooleanChip, DirectionalTextCell } from '../../../components/data-table/cells';
import { useFormatters } from '../../../lib/i18n/format';

interface AdminActions {
  onEdit(admin: Staff): void;
  onResetPassword(admin: Staff): void;
  onToggleActive(admin: Staff): void;
}

export function useAdminColumns({
  onEdit,
  onResetPassword,
  onToggleActive,
}: AdminActions): GridColDef<Staff>[] {
  const { t, i18n } = useTranslation();
  const list = useMemo(
    () => new Intl.ListFormat(i18n.language, { style: 'narrow', type: 'unit' }),
    [i18n.language],
  );
  const { formatDate } = useFormatters();
  return useMemo<GridColDef<Staff>[]>(
    () => [
      {
        field: 'name',
        headerName: t('admins.fields.name'),
        flex: 1,
        minWidth: 160,
        // Typed in either script: cut at its own end, whole on hover and focus.
        renderCell: ({ value }) => <DirectionalTextCell text={value} dir="auto" />,
      },
      {
        field: 'email',
        headerName: t('admins.fields.email'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ value }) => <DirectionalTextCell text={value} dir="ltr" />,
      },
      {
        field: 'permissions',
        headerName: t('admins.fields.permissions'),
        width: 220,
        sortable: false,
        display: 'flex',
        // Every permission's name; the full list shows on hover when it does not fit.
        renderCell: ({ row }) => {
          if (row.permissions.length === 0) return '—';
          const names = list.format(row.permissions.map((p) => t(`admins.permissions.${p}`)));
          return (
            <Chip
              size="small"
              color={row.permissions.includes('edit-admins') ? 'primary' : 'default'}
              variant="outlined"
              label={names}
              title={names}
              sx={{ height: 22, maxWidth: '100%' }}
            />
          );
        },
      },
      {
        field: 'locale',
        headerName: t('admins.fields.locale'),
        width: 100,
        sortable: false,
        valueFormatter: (value: string) => t(`admins.locales.${value}`),
        // "English" on an Arabic page is spoken as English.
        renderCell: ({ row, formattedValue }) => <span lang={row.locale}>{formattedValue}</span>,
      },
      {
        field: 'lastLoginAt',
        headerName: t('admins.fields.lastLogin'),
        width: 176,
        valueFormatter: (value: string | null) =>
          value
            ? formatDate(new Date(value), {
                year: 'numeric',
                month: 'short',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
              })
            : t('users.never'),
      },
      {
        field: 'isActive',
        headerName: t('admins.fields.status'),
        width: 110,
        sortable: false,
        renderCell: ({ value }) => (
          <BooleanChip value={Boolean(value)} yes={t('admins.active')} no={t('admins.inactive')} />
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('admins.fields.actions'),
        width: 130,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<IconPencil size={18} />}
            label={t('admins.edit')}
            title={t('admins.edit')}
            onClick={() => onEdit(row)}
          />,
          <GridActionsCellItem
            key="password"
            icon={<IconKey size={18} />}
            label={t('admins.resetPassword')}
            title={t('admins.resetPassword')}
            onClick={() => onResetPassword(row)}
          />,
          <GridActionsCellItem
            key="active"
            icon={
              row.isActive ? (
                <IconUserOff size={18} color="var(--mui-palette-error-main)" />
              ) : (
                <IconUserCheck size={18} />
              )
            }
            label={t(row.isActive ? 'admins.deactivate' : 'admins.activate')}
            title={t(row.isActive ? 'admins.deactivate' : 'admins.activate')}
            onClick={() => onToggleActive(row)}
          />,
        ],
      },
    ],
    [t, list, formatDate, onEdit, onResetPassword, onToggleActive],
  );
}
