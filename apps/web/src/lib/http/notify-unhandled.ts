import { isApiError } from '@visadesk/client';
import { notifyApiError } from './http';

/**
 * For calls made with `silent: true` that word some errors themselves: the usual toasts for the
 * rest. Its own module, so the sign-in page's copy of the HTTP client does not carry it.
 */
export function notifyUnhandled(error: unknown): void {
  if (isApiError(error))
    for (const message of error.messages) notifyApiError(message, error.code, error.reference);
}
