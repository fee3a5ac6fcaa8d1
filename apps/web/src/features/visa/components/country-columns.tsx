import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import type { Country } from '@visadesk/contract/countries';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../../components/country-flag';
import { BooleanChip, DirectionalTextCell } from '../../../components/data-table/cells';
import { useFormatters } from '../../../lib/i18n/format';

interface CountryActions {
  onEdit(country: Country): void;
  onUploadFlag(country: Country): void;
  onDelete(country: Country): void;
}

export function useCountryColumns({ onEdit, onUploadFlag, onDelete }: CountryActions): GridColDef<Country>[] {
  const { t } = useTranslation();
  const { formatDate, localText } = useFormatters();
  return useMemo<GridColDef<Country>[]>(
    () => [
      {
        field: 'flag',
        headerName: t('catalog.countries.flag'),
        width: 72,
        sortable: false,
        renderCell: ({ row }) => <CountryFlag flagUrl={row.flagUrl} iso2={row.iso2} width={30} />,
        display: 'flex',
      },
      {
        field: 'nameEn',
        headerName: t('catalog.fields.nameEn'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ value }) => <DirectionalTextCell text={value} dir="ltr" />,
      },
      {
        field: 'nameAr',
        headerName: t('catalog.fields.nameAr'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ value }) => <DirectionalTextCell text={localText(value)} dir="rtl" />,
      },
      { field: 'iso2', headerName: t('catalog.countries.iso2'), width: 100 },
      {
        field: 'isActive',
        headerName: t('catalog.fields.status'),
        width: 110,
        sortable: false,
        renderCell: ({ value }) => (
          <BooleanChip value={Boolean(value)} yes={t('catalog.active')} no={t('catalog.inactive')} />
        ),
      },
      {
        field: 'updatedAt',
        headerName: t('catalog.fields.updatedAt'),
        width: 140,
        valueFormatter: (value: string) => formatDate(new Date(value), { dateStyle: 'medium' }),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('catalog.fields.actions'),
        width: 120,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<IconPencil size={18} />}
            label={t('catalog.edit')}
            title={t('catalog.edit')}
            onClick={() => onEdit(row)}
          />,
          <GridActionsCellItem
            key="flag"
            icon={<IconUpload size={18} />}
            label={t('catalog.countries.uploadFlag')}
            title={t('catalog.countries.uploadFlag')}
            onClick={() => onUploadFlag(row)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<IconTrash size={18} color="var(--mui-palette-error-main)" />}
            label={t('catalog.delete')}
            title={t('catalog.delete')}
            onClick={() => onDelete(row)}
          />,
        ],
      },
    ],
    [t, formatDate, localText, onEdit, onUploadFlag, onDelete],
  );
}
