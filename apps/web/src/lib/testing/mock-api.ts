import { vi } from 'vitest';
import { driftOf, seenDrifts } from './contract-fakes.ts';

/** One recorded call to the mocked API. */
export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  json: unknown;
}

export type MockReply = {
  status?: number;
  body?: unknown;
  errorCode?: string;
  errorMessage?: string;
  /** The envelope's `error` details (e.g. the first check-in time of a 409). */
  error?: unknown;
  headers?: Record<string, string>;
  /**
   * An answer the server's contract rules out, sent on purpose to test the client's defence
   * (spec §7: a refresh answer without a token). Skips the check against the response schema.
   */
  offContract?: true;
};
type Handler = (call: RecordedCall) => MockReply | Promise<MockReply>;

/** A response in the server's envelope (decisions §2). */
export function envelopeResponse({
  status = 200,
  body = null,
  errorCode,
  errorMessage,
  error = null,
  headers,
}: MockReply): Response {
  const success = status < 400;
  return new Response(
    JSON.stringify({
      responseStatus: {
        success,
        errorCode: success ? null : (errorCode ?? 'BAD_REQUEST'),
        errorMessage: success ? null : (errorMessage ?? null),
        error: success ? null : error,
        timeStamp: new Date().toISOString(),
      },
      body,
    }),
    { status, headers: { 'Content-Type': 'application/json', ...headers } },
  );
}

/**
 * Replaces fetch with handlers keyed by "METHOD /path" (query ignored). Unknown calls answer
 * the server's 404 envelope, as the real server does for a path it does not serve. A success
 * answered for a call of the shared contract must match its response schema (contract-fakes.ts).
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null);
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      json: body,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler)
      return envelopeResponse({
        status: 404,
        errorCode: 'ROUTE_NOT_FOUND',
        errorMessage: `No such call: ${method} ${url.pathname}`,
      });
    const reply = await handler(call);
    const drift = reply.offContract ? null : driftOf(method, url.pathname, reply.status ?? 200, reply.body ?? null);
    if (drift) seenDrifts.push(drift);
    return envelopeResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}
