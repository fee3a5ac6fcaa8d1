import type { ApiError as ApiErrorBody } from '@visadesk/contract';

/** Every failed call rejects with this: the API's `{ statusCode, code, message }`, typed. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The server's message as sent: one string, or one per invalid field. */
  readonly messages: string[];

  constructor(status: number, code: string, message: string | string[]) {
    const messages = Array.isArray(message) ? message : [message];
    super(messages.join('; '));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messages = messages;
  }

  static fromBody(status: number, body: unknown, fallback: string): ApiError {
    if (isErrorBody(body)) return new ApiError(status, body.code, body.message);
    return new ApiError(status, status === 0 ? 'NETWORK_ERROR' : `HTTP_${status}`, fallback);
  }
}

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
