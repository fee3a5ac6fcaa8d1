import { ErrorCode } from '@visadesk/contract';

/** A failure the client caused or may act on; mapped to `{statusCode, code, message}` in one place. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string | string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.messages = message;
  }
  readonly messages: string | string[];
}

export const notFound = (what: string) => new AppError(404, ErrorCode.NOT_FOUND, `${what} not found`);
export const conflict = (message: string, code: string = ErrorCode.CONFLICT) =>
  new AppError(409, code, message);
export const badRequest = (message: string | string[]) => new AppError(400, ErrorCode.VALIDATION, message);
