import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { envelopeOf, type Endpoint } from '@venue/shared';
import { ok } from './envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared definition the route was registered from (the OpenAPI document reads it). */
    endpoint?: Endpoint;
  }
}

/** The origin the caller reached us on (behind TRUST_PROXY, the forwarded one): where a payment's guest comes back to. */
export const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request as the definition's schemas leave it (validated and parsed by Fastify). */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/**
 * The handler answers the envelope's body (route() wraps it), or the reply itself when it has
 * sent the answer already: a file, or a body encoded ahead of time.
 */
type Answer<E extends Endpoint> = (E['response'] extends z.ZodType ? z.input<E['response']> : never) | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | Promise<Answer<E>>;

/** Where the spec's other names for a call are documented: `userLogin` via `/v1/user/addNewUser` → `userLoginAddNewUser`. */
export const aliasOperationId = (operationId: string, alias: string) =>
  operationId + (alias.split('/').filter(Boolean).pop() ?? 'alias').replace(/^./, (first) => first.toUpperCase());

/**
 * Registers a route from its shared definition (packages/shared/src/contract): method, path and
 * aliases, declared access, the schemas Fastify validates with, and what the OpenAPI document
 * shows. The handler stays thin: it reads the typed request and answers the body.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>): void {
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    response: {
      200: endpoint.response ? envelopeOf(endpoint.response) : z.any().describe(`The file (${endpoint.file ?? 'binary'})`),
    },
  };
  if (endpoint.description) schema.description = endpoint.description;
  if (endpoint.hidden) schema.hide = true;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.form) schema.consumes = ['multipart/form-data'];
  if (endpoint.file) schema.produces = [endpoint.file];
  // Sent as bytes encoded once per version (lib/encoded-body.ts): Fastify sends a Buffer without
  // serialising it, so the response schema documents the body and costs the read nothing.
  if (endpoint.preEncoded)
    (schema.response as Record<number, z.ZodType>)[304] = z.null().describe('Not modified: the If-None-Match ETag is current');
  // A stream read by EventSource answers its events as they happen, or the JSON envelope.
  if (endpoint.ticketInQuery) schema.produces = ['text/event-stream', 'application/json'];

  const wrapped = (request: FastifyRequest, reply: FastifyReply) => {
    const answer = handler(request as EndpointRequest<E>, reply);
    if (!endpoint.response) return answer;
    return answer instanceof Promise ? answer.then((body) => envelopeUnlessSent(body, reply)) : envelopeUnlessSent(answer, reply);
  };

  for (const url of [endpoint.path, ...(endpoint.aliases ?? [])]) {
    app.route({
      method: endpoint.method,
      url,
      // A stream must reach the client as it is written, not when a compressor fills a block.
      ...(endpoint.ticketInQuery ? { compress: false as const } : {}),
      schema: {
        ...schema,
        operationId: url === endpoint.path ? endpoint.operationId : aliasOperationId(endpoint.operationId, url),
      },
      config: {
        access: endpoint.access,
        endpoint,
        ...(endpoint.form ? { form: endpoint.form } : {}),
        ...(endpoint.ticketInQuery ? { ticketInQuery: true } : {}),
      },
      // The encoded answer is cached in every coding: nothing to compress per request.
      ...(endpoint.preEncoded ? { compress: false as const } : {}),
      handler: wrapped,
    });
  }
}

/**
 * The body in the envelope, unless the handler sent the answer itself. An async handler that
 * returns `reply` resolves only once the answer has gone, and to undefined (a promise takes on
 * the reply's own `then`), so `reply.sent` is what says it: enveloping that undefined made Fastify
 * send a second answer, refused with an error built and logged on every such read (the dashboard
 * menu: 0.41 → 0.21 of the read floor).
 */
const envelopeUnlessSent = (answer: unknown, reply: FastifyReply) => (answer === reply || reply.sent ? reply : ok(answer));
