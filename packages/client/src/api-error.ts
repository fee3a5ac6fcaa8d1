import type { ApiError as ApiErrorBody } from '@visadesk/contract/errors';

/** Every failed call rejects with this: the API's `{ statusCode, code, message }`, typed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The server's message as sent: one string, or one per invalid field. */
  readonly messages: string[];
  /** The per-field messages when the server sent a list (a validation answer), else empty. */
  readonly details: string[];
  /** The server's id of the failed request (its logs carry it too), when it sent one. */
  readonly requestId: string | undefined;

  constructor(status: number, code: string, message: string | string[], requestId?: string) {
    const messages = Array.isArray(message) ? message : [message];
    super(messages.join('; '));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messages = messages;
    this.details = Array.isArray(message) ? message : [];
    this.requestId = requestId;
  }

  /**
   * The reference to quote to whoever reads the server's logs: only for the server's own
   * failures (5xx), not for answers that already say what to fix.
   */
  get reference(): string | undefined {
    return this.status >= 500 ? this.requestId : undefined;
  }

  /** `requestId` is the response's `X-Request-Id`, used when the body does not name one. */
  static fromBody(status: number, body: unknown, fallback: string, requestId?: string | null): ApiError {
    const id =
      (isErrorBody(body) && typeof body.requestId === 'string' ? body.requestId : requestId) ?? undefined;
    if (isErrorBody(body)) return new ApiError(status, body.code, body.message, id);
    return new ApiError(status, status === 0 ? 'NETWORK_ERROR' : `HTTP_${status}`, fallback, id);
  }
}

/** The extra argument of a toast call: the error's reference, when it has one to show. */
export const referenceArg = (error: ApiError): [] | [string] => (error.reference ? [error.reference] : []);

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  const messageOk =
    typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string'));
  return typeof code === 'string' && messageOk;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
