import type { z } from 'zod';
import type { ErrorCode } from '../envelope.ts';
import type { RouteAccess } from '../permission-rules.ts';

/*
 * One contract for every call (issue 37): each endpoint is defined once, here in shared, and the
 * server registers its route from the definition, the web's clients are typed from it, the web's
 * test fakes are checked against it and the OpenAPI document is generated from it.
 *
 * A definition has two halves so that the guest pages and the dashboard's shell, which must not
 * carry zod, can still take paths from it: the route (method, path, access, summary, errors: plain
 * data, this file imports zod for types only) and the schemas (zod). `defineRoutes` writes the
 * first in `contract/<feature>.routes.ts`, `defineEndpoints` joins the second in
 * `contract/<feature>.ts`, and the types make every route get its schemas.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a definition's author writes about a route (the operationId is its key). */
export interface RouteSpec {
  readonly method: HttpMethod;
  /** Fastify's path syntax: `/v1/menu/items/:id`. */
  readonly path: string;
  readonly access: RouteAccess;
  /** One line for the OpenAPI document, in the spec's words. */
  readonly summary: string;
  /** A longer note for the document, when the summary is not enough. */
  readonly description?: string;
  /**
   * Codes this call may refuse with beyond the ones every call of its access can give
   * (VALIDATION_FAILED for calls with input, UNAUTHENTICATED and the profile's refusals): they
   * become the document's error responses, each with the envelope.
   */
  readonly errors?: readonly ErrorCode[];
  /** Other paths the spec's catalogue gives the same call (served identically). */
  readonly aliases?: readonly string[];
  /** The answer is a file of this media type, not the envelope (PDF, spreadsheet, calendar). */
  readonly file?: string;
  /** Left out of the OpenAPI document (internal or browser-only calls). */
  readonly hidden?: boolean;
  /**
   * A stream read by EventSource: admits a one-use `?ticket=` instead of a token (decisions §7),
   * and is sent as written (uncompressed), or as the JSON envelope to a client that asks for it.
   */
  readonly ticketInQuery?: boolean;
  /**
   * The answer is sent as bytes serialised and compressed ahead of time, with an ETag
   * (apps/server/src/lib/encoded-body.ts): no compression per request, 304 while it is current.
   */
  readonly preEncoded?: boolean;
}

/** A route with its operationId and the feature (OpenAPI tag) it belongs to. */
export type Route<Id extends string = string, Spec extends RouteSpec = RouteSpec> = Spec & {
  readonly operationId: Id;
  readonly tag: string;
};

/** The zod half of a definition. `response` is the envelope's body (null for a file answer). */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** A multipart call's text fields; its file travels in the part named `file`. */
  readonly form?: z.ZodType;
  /** The form's `file` part is required (else it may be left out). */
  readonly fileRequired?: boolean;
  readonly response: z.ZodType | null;
}

export type Endpoint<R extends Route = Route, S extends EndpointSchemas = EndpointSchemas> = R & S;

/**
 * Routes keyed by their operationId, tagged with their feature. Free of side effects (the
 * annotation tells the bundler so): a page that takes one feature's route from a file leaves its
 * other routes out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineRoutes<const T extends Record<string, RouteSpec>>(
  tag: string,
  routes: T,
): { readonly [K in keyof T & string]: Route<K, T[K]> } {
  const defined: Record<string, Route> = {};
  for (const [operationId, spec] of Object.entries(routes)) defined[operationId] = { ...spec, operationId, tag };
  return defined as { readonly [K in keyof T & string]: Route<K, T[K]> };
}

/** Joins each route with its schemas; a route left without schemas does not type-check. */
export function defineEndpoints<
  const R extends Record<string, Route>,
  const S extends { readonly [K in keyof R]: EndpointSchemas },
>(routes: R, schemas: S): { readonly [K in keyof R]: Endpoint<R[K], S[K]> } {
  const defined: Record<string, Endpoint> = {};
  for (const key of Object.keys(routes)) defined[key] = { ...routes[key]!, ...schemas[key]! };
  return defined as { readonly [K in keyof R]: Endpoint<R[K], S[K]> };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a successful call answers (the envelope's body), as the client reads it. */
export type ResponseOf<E extends Endpoint> = Out<E['response']>;
/** What the server's handler hands back for the envelope's body. */
export type ResponseInputOf<E extends Endpoint> = In<E['response']>;
export type ParamsOf<E extends Endpoint> = In<E['params']>;
export type QueryOf<E extends Endpoint> = In<E['query']>;
export type BodyOf<E extends Endpoint> = In<E['body']>;
export type FormFieldsOf<E extends Endpoint> = In<E['form']>;

/** Access levels that act on a venue: their calls name it with the `X-Profile-ID` header. */
export const MEMBER_ACCESS_NONE: readonly RouteAccess[] = ['public', 'user', 'superAdmin', 'platformDashboard'];
export const actsOnProfile = (access: RouteAccess) => !MEMBER_ACCESS_NONE.includes(access);

/** The path with its `:params` filled in (each one URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A matcher for concrete paths of a route (`/v1/items/:id` matches `/v1/items/abc`). */
export function pathMatcher(path: string): RegExp {
  const pattern = path
    .split(/(:[A-Za-z0-9_]+)/)
    .map((piece) => (piece.startsWith(':') ? '[^/]+' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${pattern}$`);
}
