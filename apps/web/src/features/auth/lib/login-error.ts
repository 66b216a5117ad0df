import { ApiError } from '@/lib/api-client.ts';

/** "45 seconds", "2 minutes", "1 hour 5 minutes": how long a rate-limited person waits. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${hours} hour${hours === 1 ? '' : 's'}${rest ? ` ${rest} minute${rest === 1 ? '' : 's'}` : ''}`;
}

export interface LoginProblem {
  message: string;
  /** The code can no longer be used: the person must ask for a new one. */
  needsNewCode: boolean;
  /** The server checked the code and said it is wrong: sending the same digits again only burns a try. */
  codeRejected?: boolean;
  /** Seconds to wait before trying again (429), else null. */
  retryAfterSeconds: number | null;
}

/**
 * A login failure in words a person can act on. The server's sentence wins (it knows the
 * tries left); the fallbacks cover an answer without one.
 */
export function describeLoginError(error: unknown): LoginProblem {
  if (!(error instanceof ApiError))
    return { message: 'Something went wrong. Please try again.', needsNewCode: false, retryAfterSeconds: null };
  switch (error.code) {
    case 'OTP_INVALID':
      return {
        message: error.message || 'That code is not right. Please check it and try again.',
        needsNewCode: false,
        codeRejected: true,
        retryAfterSeconds: null,
      };
    case 'OTP_EXPIRED':
      return {
        message: error.message || 'This code has expired. Please request a new code.',
        needsNewCode: true,
        retryAfterSeconds: null,
      };
    case 'OTP_TOO_MANY_TRIES':
      return {
        message: error.message || 'Too many wrong tries. Please request a new code.',
        needsNewCode: true,
        retryAfterSeconds: null,
      };
    case 'RATE_LIMITED': {
      const wait = error.retryAfterSeconds;
      const base = error.message || 'Too many attempts.';
      return {
        message: wait ? `${base} Please try again in ${formatWait(wait)}.` : base,
        needsNewCode: false,
        retryAfterSeconds: wait,
      };
    }
    default:
      return { message: error.message, needsNewCode: false, retryAfterSeconds: null };
  }
}
