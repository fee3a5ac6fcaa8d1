import type { RequestStatus } from './enums';

export type Actor = 'admin' | 'applicant' | 'payment';

interface Transition {
  to: RequestStatus;
  by: readonly Actor[];
  /** Rejected and Modified must tell the applicant why. */
  reasonRequired?: boolean;
}

/** The request workflow of product.md; anything not listed here is refused with 409. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, readonly Transition[]> = {
  Requested: [
    { to: 'Paid', by: ['payment'] },
    { to: 'Canceled', by: ['admin', 'applicant'] },
  ],
  Paid: [
    { to: 'InProcess', by: ['admin'] },
    { to: 'Canceled', by: ['admin'] },
  ],
  InProcess: [
    { to: 'Approved', by: ['admin'] },
    { to: 'Rejected', by: ['admin'], reasonRequired: true },
    { to: 'Modified', by: ['admin'], reasonRequired: true },
  ],
  Modified: [
    { to: 'InProcess', by: ['admin', 'applicant'] },
    { to: 'Canceled', by: ['admin', 'applicant'] },
  ],
  Approved: [],
  Rejected: [],
  Canceled: [],
};

export function allowedTransitions(from: RequestStatus, actor: Actor): RequestStatus[] {
  return REQUEST_TRANSITIONS[from].filter((t) => t.by.includes(actor)).map((t) => t.to);
}

export function canTransition(from: RequestStatus, to: RequestStatus, actor: Actor): boolean {
  return allowedTransitions(from, actor).includes(to);
}

/** Approved, Rejected, Canceled: nothing moves it again, so nothing more is asked of anyone. */
export function isFinalStatus(status: RequestStatus): boolean {
  return REQUEST_TRANSITIONS[status].length === 0;
}

export function reasonRequired(from: RequestStatus, to: RequestStatus): boolean {
  return REQUEST_TRANSITIONS[from].some((t) => t.to === to && t.reasonRequired === true);
}
