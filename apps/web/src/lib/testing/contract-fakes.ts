import { z } from 'zod';
import { allEndpoints, fillPath, pathMatcher, type Endpoint, type ResponseInputOf, type Route } from '@venue/shared';
import type { EndpointOf } from '@/lib/api-client.ts';

/*
 * The web's test fakes answer from the shared contract (packages/shared/src/contract): every
 * successful answer mockApi gives for a defined call is checked against that call's response
 * schema, so a fake that drifts from what the server sends fails its test (setup.ts).
 */

// Static paths before parameterised ones, as the server's router picks them:
// /v2/ticket-orders/promo-preview is not /v2/ticket-orders/:orderId.
const paramCount = (path: string) => path.split('/').filter((part) => part.startsWith(':')).length;
const matchers = allEndpoints
  .flatMap((endpoint) =>
    [endpoint.path, ...(endpoint.aliases ?? [])].map((path) => ({ endpoint, path, pattern: pathMatcher(path) })),
  )
  .sort((a, b) => paramCount(a.path) - paramCount(b.path));

/** The definition serving `method path` (a concrete path, such as /v1/menu/items/abc). */
export function endpointFor(method: string, path: string): Endpoint | null {
  return matchers.find((entry) => entry.endpoint.method === method && entry.pattern.test(path))?.endpoint ?? null;
}

/** Why a fake's answer is not what the server could send, or null when it could be. */
export function driftOf(method: string, path: string, status: number, body: unknown): string | null {
  if (status >= 300) return null;
  const endpoint = endpointFor(method, path);
  if (!endpoint?.response) return null;
  let result: ReturnType<typeof endpoint.response.safeParse>;
  try {
    result = endpoint.response.safeParse(body);
  } catch (error) {
    return `The fake for ${endpoint.operationId} (${method} ${path}) breaks its response schema: ${String(error)}`;
  }
  if (result.success) return null;
  return `The fake for ${endpoint.operationId} (${method} ${path}) drifts from its response schema:\n${z.prettifyError(result.error)}`;
}

/** Drifts seen during the current test; setup.ts fails the test with them and clears the list. */
export const seenDrifts: string[] = [];

/** mockApi's key for a call, from its definition: `fakeKey(teamRoutes.listTeamMembers)` → "GET /v1/user/users". */
export const fakeKey = (route: Route, params?: Record<string, string | number>) =>
  `${route.method} ${fillPath(route.path, params)}`;

/** A fake's answer, typed by the call's response schema (and checked against it when served). */
export const fakeBody = <R extends Route>(_route: R, body: ResponseInputOf<EndpointOf<R>>) => ({ body });
