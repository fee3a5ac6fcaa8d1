import type { RequestStatus } from '@visadesk/contract';
import { reasonRequired } from '@visadesk/contract/request-status';

/** MUI palette colours a status is drawn in: the same everywhere (chips, filters, timeline). */
export type StatusColor = 'default' | 'info' | 'warning' | 'secondary' | 'success' | 'error';

interface StatusLook {
  color: StatusColor;
  /** Requested and Paid share the info colour; the unpaid one is drawn hollow. */
  variant: 'soft' | 'outlined';
}

export const STATUS_LOOK: Record<RequestStatus, StatusLook> = {
  Requested: { color: 'info', variant: 'outlined' },
  Paid: { color: 'info', variant: 'soft' },
  InProcess: { color: 'warning', variant: 'soft' },
  Modified: { color: 'secondary', variant: 'soft' },
  Approved: { color: 'success', variant: 'soft' },
  Rejected: { color: 'error', variant: 'soft' },
  Canceled: { color: 'default', variant: 'soft' },
};

/** The order statuses appear in filters and quick chips: the workflow's order. */
export const STATUS_ORDER: readonly RequestStatus[] = [
  'Requested',
  'Paid',
  'InProcess',
  'Modified',
  'Approved',
  'Rejected',
  'Canceled',
];

export const statusKey = (status: string) => `requests.status.${status}`;

export interface TransitionButton {
  to: RequestStatus;
  /** i18n key of the button's text. */
  labelKey: string;
  color: 'primary' | 'success' | 'error' | 'secondary' | 'inherit';
  variant: 'contained' | 'outlined';
  /** Rejected and Modified must tell the applicant why: a reason dialog, not a plain confirm. */
  needsReason: boolean;
}

// Forward moves first, the way out (cancel) last. Paid is never here: only a payment sets it.
const BUTTONS: readonly Omit<TransitionButton, 'needsReason'>[] = [
  { to: 'InProcess', labelKey: 'requests.actions.InProcess', color: 'primary', variant: 'contained' },
  { to: 'Approved', labelKey: 'requests.actions.Approved', color: 'success', variant: 'contained' },
  { to: 'Modified', labelKey: 'requests.actions.Modified', color: 'secondary', variant: 'outlined' },
  { to: 'Rejected', labelKey: 'requests.actions.Rejected', color: 'error', variant: 'outlined' },
  { to: 'Canceled', labelKey: 'requests.actions.Canceled', color: 'inherit', variant: 'outlined' },
];

/**
 * The buttons for a request: exactly the moves the server says are allowed now (the detail's
 * `allowedTransitions`), never what the client thinks the workflow allows.
 */
export function transitionButtons(
  from: RequestStatus,
  allowed: readonly RequestStatus[],
): TransitionButton[] {
  return BUTTONS.filter((b) => allowed.includes(b.to)).map((b) => ({
    ...b,
    needsReason: reasonRequired(from, b.to),
  }));
}
