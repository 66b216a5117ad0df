/**
 * Business constants of spec §9, one place for server and web. This file imports nothing, so
 * the guests' public bundle can use it without carrying zod (`@venue/shared/constants`).
 */
export const MAX_UPLOAD_BYTES = 5_242_880;
export const MAX_VARIETIES = 5;
export const MIN_BUSINESS_CATEGORIES = 1;
export const MAX_BUSINESS_CATEGORIES = 3;
export const USERNAME_MIN = 3;
export const PROFILE_NAME_MIN = 2;
export const DEBOUNCE_MS = 200;
export const TOAST_MS = 2000;
export const MOBILE_BREAKPOINT_PX = 768;
export const FUZZY_THRESHOLD = 0.3;
export const SUBCATEGORY_NAME_CUT = 12;
export const MOBILE_CATEGORY_OPTION_CUT = 25;
export const LATE_FEE_RUPEES = 59;
export const LOGOUT_HISTORY_GUARD_MS = 1000;
export const AUTH_GUARD_DELAY_MS = 100;
/** Spec §7/§9: the generic fetcher asks again up to 3 times and answers a repeat within 5 minutes from its cache. */
export const GENERIC_FETCH_RETRIES = 3;
export const GENERIC_FETCH_DEDUPE_MS = 300_000;

/** One-time codes and tokens (decisions §4). */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 30;
export const OTP_PER_PHONE_PER_HOUR = 5;
export const OTP_PER_ADDRESS_PER_HOUR = 20;
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
export const REFRESH_REUSE_GRACE_SECONDS = 10;

/** Ids are 24-character lowercase hex strings (decisions §2). */
export const ID_PATTERN = /^[0-9a-f]{24}$/;

/** A guest call over its rate limit (429); `wait` is e.g. "12 minutes". One sentence for every public call. */
export const tooManyRequestsMessage = (wait: string) => `Too many requests. Please try again in ${wait}.`;

/** Every venue has an IANA zone, India's by default (decisions §6 "Time"). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
