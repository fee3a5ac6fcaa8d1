import { ApiError } from '@visadesk/client';
import { ErrorCode, type Gateway } from '@visadesk/contract';
import { paymentPaths } from '@visadesk/contract/paths';
import { api } from '../../lib/http/api';
import type { Locale } from '../../shared/i18n/locale';
import { rememberPayLocale } from './draft-storage';

/**
 * Opens (or resumes) the group's payment and sends the browser to the provider's page, or the
 * built-in sandbox. A failed or abandoned attempt is retried the same way: same group, never a new one.
 */
export async function startPayment(groupId: string, gateway: Gateway, locale: Locale): Promise<void> {
  const payment = await api.call(paymentPaths.create, { body: { groupId, gateway, locale } });
  rememberPayLocale(locale);
  window.location.assign(payment.payUrl);
}

export type PaymentProblem = 'alreadyPaid' | 'nothingDue' | 'minimum' | 'provider';

/** Refusals the applicant can act on, named; anything else is for FormAlert. */
export function paymentProblem(error: unknown): PaymentProblem | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ErrorCode.ALREADY_PAID) return 'alreadyPaid';
  if (error.code === ErrorCode.NOTHING_DUE) return 'nothingDue';
  if (error.status === 400 && error.details.some((d) => d.startsWith('body.gateway'))) return 'minimum';
  if (error.status === 502) return 'provider';
  return null;
}
