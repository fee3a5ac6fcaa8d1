import { type ApiError, ErrorCode } from '@visadesk/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { unstorableInput } from '../lib/storable-input';

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
  return { statusCode: 500, code: ErrorCode.INTERNAL, message: 'Internal server error' };
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toApiError(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'unhandled error');
    const { headers, ...payload } = body;
    if (headers) reply.headers(headers);
    return reply.status(body.statusCode).send(payload);
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
