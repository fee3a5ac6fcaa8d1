import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { VisaRequirement } from '@visadesk/contract/visa-requirements';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BooleanChip, DirectionalTextCell } from '../../../components/data-table/cells';
import { documentTypeLabel, requirementKindKey } from '../../../lib/catalog/labels';
import { useFormatters } from '../../../lib/i18n/format';

interface RequirementActions {
  onEdit(requirement: VisaRequirement): void;
  onDelete(requirement: VisaRequirement): void;
}

export function useRequirementColumns({
  onEdit,
  onDelete,
}: RequirementActions): GridColDef<VisaRequirement>[] {
  const { t } = useTranslation();
  const { formatMegabytes, formatDate, localText } = useFormatters();
  return useMemo<GridColDef<VisaRequirement>[]>(
    () => [
      {
        field: 'nameEn',
        headerName: t('catalog.fields.nameEn'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ value }) => <DirectionalTextCell text={value} dir="ltr" />,
      },
      {
        field: 'nameAr',
        headerName: t('catalog.fields.nameAr'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ value }) => <DirectionalTextCell text={localText(value)} dir="rtl" />,
      },
      {
        field: 'kind',
        headerName: t('catalog.requirements.kind'),
        width: 130,
        valueFormatter: (value: string) => t(requirementKindKey(value)),
      },
      {
        field: 'acceptedTypes',
        headerName: t('catalog.requirements.acceptedTypes'),
        minWidth: 200,
        flex: 1,
        sortable: false,
        display: 'flex',
        renderCell: ({ row }) =>
          row.kind === 'document' ? (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {row.acceptedTypes.map((type) => (
                <Chip
                  key={type}
                  size="small"
                  variant="outlined"
                  label={documentTypeLabel(type)}
                  sx={{ height: 22 }}
                />
              ))}
            </Stack>
          ) : (
            '—'
          ),
      },
      {
        field: 'maxSizeMb',
        headerName: t('catalog.requirements.maxSize'),
        width: 120,
        sortable: false,
        valueFormatter: (value: number, row) => (row.kind === 'document' ? formatMegabytes(value) : '—'),
      },
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
        width: 96,
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
    ],
    [t, formatMegabytes, formatDate, localText, onEdit, onDelete],
  );
}
