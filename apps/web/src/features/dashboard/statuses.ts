import type { Theme } from '@mui/material/styles';
import type { RequestStatus } from '@visadesk/contract';
import type { SoftColor } from '../../components/soft-chip';

/** The workflow's order: how the status breakdown lists them. */
export const STATUS_ORDER: readonly RequestStatus[] = [
  'Requested',
  'Paid',
  'InProcess',
  'Modified',
  'Approved',
  'Rejected',
  'Canceled',
];

/** Chip colours, as the requests list draws them (Requested is the hollow one of the two blues). */
export const STATUS_CHIP: Record<RequestStatus, { color: SoftColor; outlined?: boolean }> = {
  Requested: { color: 'info', outlined: true },
  Paid: { color: 'info' },
  InProcess: { color: 'warning' },
  Modified: { color: 'secondary' },
  Approved: { color: 'success' },
  Rejected: { color: 'error' },
  Canceled: { color: 'default' },
};

/** Slice colours: like the chips, but each status distinct, since a pie cannot draw "hollow". */
export function statusSliceColor(theme: Theme, status: RequestStatus): string {
  const p = theme.palette;
  const colors: Record<RequestStatus, string> = {
    Requested: p.info.light,
    Paid: p.info.dark,
    InProcess: p.warning.main,
    Modified: p.secondary.main,
    Approved: p.success.main,
    Rejected: p.error.main,
    Canceled: p.grey[500],
  };
  return colors[status];
}

export const statusKey = (status: RequestStatus) => `dashboard.statuses.${status}`;
