import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import type { VisaRequest } from '@visadesk/contract/requests';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../../components/country-flag';
import { DirectionalTextCell } from '../../../components/data-table/cells';
import { TruncatedText } from '../../../components/truncated-text';
import { localizedName, localizedTitle } from '../../../lib/catalog/labels';
import { useFormatters } from '../../../lib/i18n/format';
import { DAY_FORMAT, dayToDate, MOMENT_FORMAT } from '../dates';
import { StatusChip } from './status-chip';

function CountryCell({ country, name }: { country: VisaRequest['nationality']; name: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <CountryFlag flagUrl={country.flagUrl} iso2={country.iso2} />
      <TruncatedText text={name} />
    </Box>
  );
}

interface RequestColumnActions {
  /** The reference is the way in: a real link (the list URL with `?request=`), so it opens in a new tab too. */
  hrefFor(id: string): string;
  onOpen(id: string): void;
}

export function useRequestColumns({ hrefFor, onOpen }: RequestColumnActions): GridColDef<VisaRequest>[] {
  const { t } = useTranslation();
  const { locale, formatNumber, formatDate } = useFormatters();
  return useMemo<GridColDef<VisaRequest>[]>(
    () => [
      {
        field: 'reference',
        headerName: t('requests.fields.reference'),
        width: 140,
        renderCell: ({ row }) => (
          <Link
            href={hrefFor(row.id)}
            dir="ltr"
            underline="hover"
            translate="no"
            sx={{ fontWeight: 600, fontFamily: 'monospace' }}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              onOpen(row.id);
            }}
          >
            {row.reference}
          </Link>
        ),
      },
      {
        field: 'fullName',
        headerName: t('requests.fields.traveller'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        // Names are typed in either script; let the browser pick each one's direction.
        valueGetter: (_, row) => row.fullName ?? row.fullQuadrupleName ?? row.applicant.fullName,
        // A Latin name in an Arabic table is cut at its end with "…", not at its first letters.
        renderCell: ({ value }) => <DirectionalTextCell text={value} dir="auto" />,
      },
      {
        field: 'passportNumber',
        headerName: t('requests.fields.passport'),
        width: 120,
        sortable: false,
        renderCell: ({ value }) => <DirectionalTextCell text={value ?? '—'} dir="ltr" />,
      },
      {
        field: 'nationality',
        headerName: t('requests.fields.nationality'),
        // Shown like the destination: flag and name (an ISO code alone means little to most staff).
        minWidth: 104,
        flex: 0.7,
        sortable: false,
        display: 'flex',
        renderCell: ({ row }) => (
          <CountryCell country={row.nationality} name={localizedName(row.nationality, locale)} />
        ),
      },
      {
        field: 'destination',
        headerName: t('requests.fields.destination'),
        minWidth: 104,
        flex: 0.7,
        sortable: false,
        display: 'flex',
        renderCell: ({ row }) => (
          <CountryCell country={row.destination} name={localizedName(row.destination, locale)} />
        ),
      },
      {
        field: 'visa',
        headerName: t('requests.fields.visa'),
        minWidth: 110,
        flex: 1,
        sortable: false,
        valueGetter: (_, row) => localizedTitle(row.visa, locale),
      },
      {
        field: 'status',
        headerName: t('requests.fields.status'),
        width: 120,
        display: 'flex',
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
      {
        field: 'assignedAdmin',
        headerName: t('requests.fields.assignedTo'),
        minWidth: 110,
        flex: 0.6,
        sortable: false,
        valueGetter: (_, row) => row.assignedAdmin?.name ?? '',
        renderCell: ({ value }) =>
          value ? (
            <TruncatedText text={value} />
          ) : (
            // Secondary, not disabled: it is information (4.5:1), not an inactive control.
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('requests.unassigned')}
            </Box>
          ),
      },
      {
        field: 'price',
        headerName: t('requests.fields.price'),
        width: 100,
        type: 'number',
        // Whole dinars: no decimals.
        valueFormatter: (value: number) =>
          formatNumber(value, { style: 'currency', currency: 'IQD', maximumFractionDigits: 0 }),
      },
      {
        field: 'createdAt',
        headerName: t('requests.fields.submittedAt'),
        // Wide enough for an Arabic moment ("٢٥ تشرين الثاني ٢٠٢٦، ١١:٠٧ م", 161 px) and no wider:
        // every column fits a 1440 px screen in both languages.
        width: 184,
        valueFormatter: (value: string) => formatDate(new Date(value), MOMENT_FORMAT),
      },
      {
        field: 'travelDate',
        headerName: t('requests.fields.travelDate'),
        width: 124,
        valueFormatter: (value: string | null) => (value ? formatDate(dayToDate(value), DAY_FORMAT) : '—'),
      },
    ],
    [t, locale, formatNumber, formatDate, hrefFor, onOpen],
  );
}
