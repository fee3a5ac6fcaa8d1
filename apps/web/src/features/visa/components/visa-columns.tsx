import Box from '@mui/material/Box';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { IconPencil, IconStarFilled, IconTrash } from '@tabler/icons-react';
import type { VisaSummary } from '@visadesk/contract/visas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../../components/country-flag';
import { BooleanChip, DirectionalTextCell, ThumbnailCell } from '../../../components/data-table/cells';
import { TruncatedText } from '../../../components/truncated-text';
import { localizedName, visaTypeKey } from '../../../lib/catalog/labels';
import { useFormatters } from '../../../lib/i18n/format';

interface VisaActions {
  onEdit(visa: VisaSummary): void;
  onDelete(visa: VisaSummary): void;
}

export function useVisaColumns({ onEdit, onDelete }: VisaActions): GridColDef<VisaSummary>[] {
  const { t } = useTranslation();
  const { locale, formatNumber, formatDate, localText } = useFormatters();
  return useMemo<GridColDef<VisaSummary>[]>(() => {
    // Whole dinars: IQD has no minor unit in practice, so no decimals.
    const price = (value: number) =>
      formatNumber(value, {
        style: 'currency',
        currency: 'IQD',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      });
    return [
      {
        field: 'image',
        headerName: t('catalog.visas.image'),
        width: 64,
        sortable: false,
        renderCell: ({ row }) => <ThumbnailCell src={row.imageUrl} alt="" />,
      },
      {
        field: 'titleEn',
        headerName: t('catalog.visas.titleEn'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ value }) => <DirectionalTextCell text={value} dir="ltr" />,
      },
      {
        field: 'titleAr',
        headerName: t('catalog.visas.titleAr'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ value }) => <DirectionalTextCell text={localText(value)} dir="rtl" />,
      },
      {
        field: 'destination',
        headerName: t('catalog.visas.destination'),
        minWidth: 130,
        flex: 0.8,
        sortable: false,
        display: 'flex',
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <CountryFlag flagUrl={row.destination.flagUrl} iso2={row.destination.iso2} />
            <TruncatedText text={localizedName(row.destination, locale)} />
          </Box>
        ),
      },
      {
        field: 'type',
        headerName: t('catalog.visas.type'),
        width: 96,
        sortable: false,
        valueFormatter: (value: string) => t(visaTypeKey(value)),
      },
      {
        field: 'price',
        headerName: t('catalog.visas.price'),
        width: 124,
        type: 'number',
        valueFormatter: (value: number) => price(value),
      },
      {
        field: 'processingDays',
        headerName: t('catalog.visas.processingShort'),
        width: 104,
        type: 'number',
        valueFormatter: (value: number) =>
          t('catalog.visas.daysCount', { count: value, days: formatNumber(value) }),
      },
      {
        field: 'isFeatured',
        headerName: t('catalog.visas.featured'),
        width: 84,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        display: 'flex',
        renderCell: ({ value }) =>
          value ? (
            <IconStarFilled
              size={18}
              color="var(--mui-palette-warning-main)"
              aria-label={t('catalog.visas.featured')}
            />
          ) : null,
      },
      {
        field: 'isActive',
        headerName: t('catalog.fields.status'),
        width: 100,
        sortable: false,
        renderCell: ({ value }) => (
          <BooleanChip value={Boolean(value)} yes={t('catalog.active')} no={t('catalog.inactive')} />
        ),
      },
      {
        field: 'createdAt',
        headerName: t('catalog.fields.createdAt'),
        width: 130,
        valueFormatter: (value: string) => formatDate(new Date(value), { dateStyle: 'medium' }),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('catalog.fields.actions'),
        width: 88,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<IconPencil size={18} />}
            label={t('catalog.edit')}
            title={t('catalog.edit')}
            onClick={() => onEdit(row)}
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
    ];
  }, [t, locale, formatNumber, formatDate, localText, onEdit, onDelete]);
}
