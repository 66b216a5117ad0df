import { isbot } from 'isbot';

/**
 * Whether a visit counts as a person's (decisions §6, §7: QR scans and link clicks): a GET from
 * something that names itself and is not a crawler, link-preview fetcher (WhatsApp, Facebook,
 * Slack, Telegram, Twitter), command-line client (curl, wget) or headless browser, by the `isbot`
 * list. HEAD requests and requests with no user agent at all are scripts, not guests.
 */
export const countsAsVisit = (method: string, userAgent: string | undefined) =>
  method === 'GET' && Boolean(userAgent?.trim()) && !isbot(userAgent);
