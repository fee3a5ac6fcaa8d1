import { ApiError, IDEMPOTENCY_KEY, type ResultOf, randomId, retryKeepsKey } from '@visadesk/client';
import { ErrorCode, type Gateway } from '@visadesk/contract';
import { paymentPaths } from '@visadesk/contract/paths';
import { api } from '../../lib/http/api';
import type { Locale } from '../../shared/i18n/locale';
import { rememberPayLocale } from './draft-storage';

// One Idempotency-Key per payment attempt: pressing Pay again after a lost answer is the same
// attempt (the server answers the payment it started); an answer ends it, another method is a
// new one.
let attempt: { key: string; body: string } | undefined;

/**
 * Opens (or resumes) the group's payment and sends the browser to the provider's page, or the
 * built-in sandbox. A failed or abandoned attempt is retried the same way: same group, never a new one.
 */
export async function startPayment(groupId: string, gateway: Gateway, locale: Locale): Promise<void> {
  const body = { groupId, gateway, locale };
  const sent = JSON.stringify(body);
  if (attempt?.body !== sent) attempt = { key: randomId(), body: sent };
  let payment: ResultOf<typeof paymentPaths.create>;
  try {
    payment = await api.call(paymentPaths.create, { body, headers: { [IDEMPOTENCY_KEY]: attempt.key } });
  } catch (error) {
    if (!retryKeepsKey(error)) attempt = undefined;
    throw error;
  }
  attempt = undefined;
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
