import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming `X-Request-ID` may look like to be kept (UUIDs, nginx's `$request_id`, most
 * tracing ids): a log line must not carry a client's newline, quote or megabyte.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id for the logs and the `X-Request-ID` answer header: the one nginx (or the
 * client) sent, so a request can be followed from the proxy's log into ours, else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}
