import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { type MouseEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectionalTextCell } from '../../../components/data-table/cells';
import { TruncatedText } from '../../../components/truncated-text';
import { useFormatters } from '../../../lib/i18n/format';
import type { Ticket } from '../api/get-tickets';
import { MOMENT_FORMAT } from '../dates';
import { TicketStatusChip } from './ticket-status-chip';

/** Name over e-mail, each cut with "…" at its own end in the compact row, whole on hover and focus. */
function FromCell({ name, email }: { name: string; email: string }) {
  return (
    <Box sx={{ minWidth: 0, width: '100%', lineHeight: 1.2 }}>
      <TruncatedText text={name} sx={{ fontSize: '0.875rem' }} />
      <TruncatedText text={email} dir="ltr" sx={{ fontSize: '0.75rem', color: 'text.secondary' }} />
    </Box>
  );
}

interface TicketColumnActions {
  /** The subject is the way in: a real link (the list URL with `?ticket=`), so it opens in a new tab too. */
  hrefFor(id: string): string;
  onOpen(id: string): void;
}

export function useTicketColumns({ hrefFor, onOpen }: TicketColumnActions): GridColDef<Ticket>[] {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  return useMemo<GridColDef<Ticket>[]>(
    () => [
      {
        field: 'subject',
        headerName: t('tickets.fields.subject'),
        flex: 1.4,
        minWidth: 200,
        display: 'flex',
        renderCell: ({ row }) => (
          <TruncatedText
            component={Link}
            text={row.subject}
            href={hrefFor(row.id)}
            underline="hover"
            sx={{ fontWeight: 600, width: '100%' }}
            onClick={(e: MouseEvent) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              onOpen(row.id);
            }}
          />
        ),
      },
      {
        field: 'from',
        headerName: t('tickets.fields.from'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        display: 'flex',
        valueGetter: (_, row) => row.name,
        renderCell: ({ row }) => <FromCell name={row.name} email={row.email} />,
      },
      {
        field: 'requestReference',
        headerName: t('tickets.fields.requestReference'),
        width: 150,
        sortable: false,
        renderCell: ({ value }) =>
          value ? (
            <Box translate="no" sx={{ fontFamily: 'monospace', width: '100%', minWidth: 0 }}>
              <DirectionalTextCell text={value} dir="ltr" />
            </Box>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              —
            </Box>
          ),
      },
      {
        field: 'status',
        headerName: t('tickets.fields.status'),
        width: 130,
        display: 'flex',
        renderCell: ({ row }) => <TicketStatusChip status={row.status} />,
      },
      {
        field: 'createdAt',
        headerName: t('tickets.fields.createdAt'),
        // Wide enough for an Arabic moment ("٢٥ تشرين الثاني ٢٠٢٦، ١:٠٧ م").
        width: 204,
        valueFormatter: (value: string) => formatDate(new Date(value), MOMENT_FORMAT),
      },
      {
        field: 'updatedAt',
        headerName: t('tickets.fields.updatedAt'),
        width: 204,
        sortable: false,
        valueFormatter: (value: string) => formatDate(new Date(value), MOMENT_FORMAT),
      },
    ],
    [t, formatDate, hrefFor, onOpen],
  );
}
