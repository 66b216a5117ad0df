import type { Envelope } from '@venue/shared';

/** A success envelope around `body`. */
export function ok<T>(body: T): Envelope<T> {
  return {
    responseStatus: { success: true, errorCode: null, errorMessage: null, error: null, timeStamp: new Date().toISOString() },
    body,
  };
}

export function failure(code: string, message: string, error: unknown = null): Envelope<null> {
  return {
    responseStatus: { success: false, errorCode: code, errorMessage: message, error, timeStamp: new Date().toISOString() },
    body: null,
  };
}
