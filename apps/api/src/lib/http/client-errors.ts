import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiError, ErrorCode } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';

/** What Node reports before a request reaches Fastify: the status and contract body for each. */
function describe(code: string | undefined): Omit<ApiError, 'requestId'> {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      statusCode: 408,
      code: ErrorCode.REQUEST_TIMEOUT,
      message: 'The request did not arrive in time',
    };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { statusCode: 431, code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'headers: too large' };
  }
  return { statusCode: 400, code: ErrorCode.VALIDATION, message: 'request: malformed HTTP' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node gave up on before Fastify saw it (headers or body
 * too slow, headers too large, malformed HTTP) is answered in the contract's error shape with a
 * fresh request id, in the header and the body, and one log line carrying that id — instead of
 * the framework's own body that no client or operator could trace.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // The request's own X-Request-Id, if any, never fully arrived: a fresh one.
  const id = randomUUID();
  const answer = describe(err.code);
  const { statusCode, code } = answer;
  const body = JSON.stringify({ ...answer, requestId: id });
  // No URL, headers or body: whatever arrived may be incomplete or hostile.
  this.log.info(
    { reqId: id, res: { statusCode }, code: err.code ?? code },
    'request refused before it was read',
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${REQUEST_ID_HEADER}: ${id}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
