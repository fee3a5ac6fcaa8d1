import type { ApplicantGroup } from '@visadesk/contract/applicant';

/**
 * Where an unpaid group is paid, in the apply flow (its route is /apply/:visaId). Null while the
 * apply flow offers no link to the payment step of an existing group: the status shows instead.
 */
export function payLink(group: ApplicantGroup): string | null {
  if (group.payment.paid || group.payment.amountDue <= 0) return null;
  return null;
}
