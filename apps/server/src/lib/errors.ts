import { ERROR_STATUS, type ErrorCode } from '@venue/shared';

/**
 * The one error type services throw. The error handler turns it into the envelope with the
 * status that belongs to its code; `message` is the sentence the UI shows.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { details?: unknown; headers?: Record<string, string> } = {}) {
    super(message);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details ?? null;
    this.headers = options.headers ?? {};
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('PERMISSION_DENIED', message);
export const badRequest = (message: string, details?: unknown) => new AppError('BAD_REQUEST', message, { details });
export const businessRule = (message: string) => new AppError('BUSINESS_RULE', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
