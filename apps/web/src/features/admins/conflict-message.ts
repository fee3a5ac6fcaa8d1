import { isApiError } from '@visadesk/client';
import { ErrorCode } from '@visadesk/contract/errors';
import type { TFunction } from 'i18next';
import { notifyUnhandled } from '../../lib/http/notify-unhandled';
import { toastError } from '../../lib/toasts/toasts';

export type AdminConflict = 'duplicateEmail' | 'lastManager';

/** Which of the admin endpoints' 409s this is, from the API's error code. */
export function adminConflict(error: unknown): AdminConflict | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  if (error.code === ErrorCode.DUPLICATE) return 'duplicateEmail';
  if (error.code === ErrorCode.LAST_MANAGER) return 'lastManager';
  return undefined;
}

/** Toasts an admin write's failure in the page's language; returns the conflict, if it was one. */
export function reportAdminError(t: TFunction, error: unknown): AdminConflict | undefined {
  const conflict = adminConflict(error);
  if (conflict) toastError(t(`admins.conflict.${conflict}`));
  else if (isApiError(error) && error.status === 409) toastError(error.message);
  else notifyUnhandled(error);
  return conflict;
}
