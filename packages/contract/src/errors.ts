import { z } from 'zod';

/** Stable error codes: the web maps them to messages, tests assert on them. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION_ERROR',
  /**
   * A request sent back (resubmitted) without a document its visa asks for (400): each message is
   * `documents.<requirement id>: …`, so a client can name the document in its reader's language.
   */
  DOCUMENTS_MISSING: 'DOCUMENTS_MISSING',
  BAD_CREDENTIALS: 'BAD_CREDENTIALS',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** 409s that say exactly which conflict, so the web can word them in the reader's language. */
  DUPLICATE: 'DUPLICATE',
  IN_USE: 'IN_USE',
  STALE_VERSION: 'STALE_VERSION',
  ILLEGAL_TRANSITION: 'ILLEGAL_TRANSITION',
  LAST_MANAGER: 'LAST_MANAGER',
  ALREADY_PAID: 'ALREADY_PAID',
  NOTHING_DUE: 'NOTHING_DUE',
  /** A verification link followed again, or for an address someone already verified. */
  ALREADY_VERIFIED: 'ALREADY_VERIFIED',
  RATE_LIMITED: 'RATE_LIMITED',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  /** Too many failed sign-ins for one account: only the right password with a solved captcha gets in. */
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  TOKEN_INVALID: 'TOKEN_INVALID',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  INTERNAL: 'INTERNAL_ERROR',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** The database did not answer (restart, dropped connection, pool exhausted): retry shortly. */
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  /** The server shed this request under load (event-loop delay or memory): retry after `Retry-After`. */
  OVERLOADED: 'OVERLOADED',
  /** This instance is shutting down and did not process the request: safe to retry on another. */
  SHUTTING_DOWN: 'SHUTTING_DOWN',
  /** The request (headers or body) did not arrive within the server's time limit. */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  /** Two-factor sign-in: a wrong, reused or expired code; and an admin who must enrol first. */
  TWO_FACTOR_CODE_INVALID: 'TWO_FACTOR_CODE_INVALID',
  TWO_FACTOR_SETUP_REQUIRED: 'TWO_FACTOR_SETUP_REQUIRED',
  /** An `Idempotency-Key` sent again with a different request (422): use a new key for new work. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this `Idempotency-Key` is still being handled (409): retry shortly. */
  IDEMPOTENCY_KEY_IN_USE: 'IDEMPOTENCY_KEY_IN_USE',
  /** An applicant's documents reached the limit for the request or for their account (409). */
  UPLOAD_LIMIT: 'UPLOAD_LIMIT',
  /** An applicant uploaded as much as an hour allows (429 with `Retry-After`). */
  UPLOAD_RATE_LIMITED: 'UPLOAD_RATE_LIMITED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The message the web client must never answer with a token refresh (seed-spec §8). */
export const BAD_CREDENTIALS_MESSAGE = 'Credentials are not correct';

/** One error body everywhere: `message` is a list when several fields failed validation. */
export const errorSchema = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.union([z.string(), z.array(z.string())]),
    /** The request's id, also in the `X-Request-Id` header and every log line of that request. */
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ApiError = z.infer<typeof errorSchema>;
