import { type ApiError, ErrorCode } from '@visadesk/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/http/errors';
import { oversizedJson } from '../lib/http/json-limits';
import { REQUEST_ID_HEADER } from '../lib/http/request-id';
import { unstorableInput } from '../lib/http/storable-input';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseFault,
  FOREIGN_KEY_VIOLATION,
  pgErrorCode,
  RESTRICT_VIOLATION,
} from '../lib/sql/pg-errors';

const codeByStatus: Record<number, string> = {
  400: ErrorCode.VALIDATION,
  401: ErrorCode.UNAUTHORIZED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
};

/** Turns any thrown error into the contract's error body; only unexpected errors are 500s and logged. */
export function toApiError(
  error: FastifyError | AppError | Error,
): ApiError & { headers?: Record<string, string> } {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.messages,
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const messages = error.validation.map((v) => {
      const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${where}.${field}: ${v.message}` : `${where}: ${v.message}`;
    });
    return { statusCode: 400, code: ErrorCode.VALIDATION, message: messages };
  }
  const fe = error as FastifyError;
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type, body too large…).
    const message =
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.name === 'SyntaxError'
        ? 'body: malformed JSON'
        : fe.message;
    return { statusCode: status, code: codeByStatus[status] ?? ErrorCode.VALIDATION, message };
  }
  // The database is unreachable or the connection dropped: the request may be retried.
  if (databaseFault(error)) {
    return {
      statusCode: 503,
      code: ErrorCode.DATABASE_UNAVAILABLE,
      message: 'The database is unavailable; try again shortly',
      headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  const fromDatabase = databaseClientError(error);
  if (fromDatabase) return fromDatabase;
  return { statusCode: 500, code: ErrorCode.INTERNAL, message: 'Internal server error' };
}

/**
 * Database refusals that a request caused, as a safety net behind the schemas: a reference to a
 * row that does not exist (404), a row still referenced (409), a value out of the database's range
 * (SQLSTATE class 22: 400). Anything else stays a 500.
 */
function databaseClientError(error: unknown): ApiError | undefined {
  const sqlState = pgErrorCode(error);
  if (!sqlState) return undefined;
  const e = error as { detail?: unknown; cause?: { detail?: unknown } };
  const detail = String(e.detail ?? e.cause?.detail ?? '');
  const column = /^Key \((\w+)\)/.exec(detail)?.[1]?.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
  // Deleting a row others refer to: "is still referenced" (NO ACTION), or a RESTRICT key's own
  // SQLSTATE, whose detail says "is referenced".
  if (
    sqlState === RESTRICT_VIOLATION ||
    (sqlState === FOREIGN_KEY_VIOLATION && /is (still )?referenced/.test(detail))
  ) {
    return { statusCode: 409, code: ErrorCode.IN_USE, message: 'Other records still refer to this one' };
  }
  if (sqlState === FOREIGN_KEY_VIOLATION) {
    return {
      statusCode: 404,
      code: ErrorCode.NOT_FOUND,
      message: `${column ?? 'a reference'}: no such record`,
    };
  }
  if (sqlState.startsWith('22')) {
    return {
      statusCode: 400,
      code: ErrorCode.VALIDATION,
      message: 'a value is out of the range the database can store',
    };
  }
  return undefined;
}

/**
 * Errors Fastify answers before any route is found (a malformed URL, a path parameter over the
 * router's length limit): the same error body as everywhere else. Passed as `frameworkErrors`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { headers: _headers, ...body } = toApiError(error);
  // No hook has run yet, so the request id header is set here.
  void reply
    .status(body.statusCode)
    .header(REQUEST_ID_HEADER, request.id)
    .send({ ...body, requestId: request.id });
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Idle pooled connections the database dropped (a restart): one warning per burst, in the log.
  app.dbHandle.onConnectionLost?.((lost) => app.log.warn({ database: lost }, 'database connections lost'));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toApiError(error);
    if (body.code === ErrorCode.DATABASE_UNAVAILABLE) {
      // One warning, naming only the driver's code or fixed message: the query and its values
      // (which carry user data) stay out of the log.
      request.log.warn({ database: databaseFault(error) }, 'database unavailable');
    } else if (body.statusCode >= 500 && body.code !== ErrorCode.OVERLOADED) {
      // (Shed requests are counted, and warned about once in a while, by the overload plugin.)
      request.log.error({ err: error }, 'unhandled error');
    }
    const { headers, ...payload } = body;
    if (headers) reply.headers(headers);
    // The id the response header and every log line of this request carry: a reference to quote.
    return reply.status(body.statusCode).send({ ...payload, requestId: request.id });
  });

  // JSON is capped in size (routes that take more say so) and counted before it is parsed: a body
  // of 450 000 tiny values is refused after counting 10 000, not parsed whole (hundreds of
  // milliseconds of the event loop) and then walked.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  const bodyLimit = app.config.JSON_BODY_LIMIT_BYTES;
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const problem = oversizedJson(body as string);
    if (problem) return done(new AppError(400, ErrorCode.VALIDATION, problem), undefined);
    return parseJson(request, body as string, done);
  });

  // Before any schema or handler: text PostgreSQL cannot take is the caller's mistake (400), never
  // a failed query (500), whichever route and field it arrives in.
  app.addHook('preValidation', async (request) => {
    const problem =
      unstorableInput(request.params, 'params') ??
      unstorableInput(request.query, 'querystring') ??
      unstorableInput(request.body, 'body');
    if (problem) throw new AppError(400, ErrorCode.VALIDATION, problem);
  });
});
