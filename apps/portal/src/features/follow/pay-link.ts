import type { ApplicantGroup } from '@visadesk/contract/applicant';

/**
 * Where an unpaid group is paid: the apply flow opened on that group (its documents and payment
 * steps, loaded from the API). Null once nothing is due.
 */
export function payLink(group: ApplicantGroup): string | null {
  if (group.payment.paid || group.payment.amountDue <= 0) return null;
  return `/apply/${group.visa.id}?group=${encodeURIComponent(group.reference)}`;
}
