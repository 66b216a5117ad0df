import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { actsOnProfile, ERROR_STATUS, type Endpoint, type ErrorCode } from '@venue/shared';
import { AppError } from '../lib/errors.ts';

type JsonObject = Record<string, unknown>;

/** The envelope every refusal travels in (decisions §2), with the codes the call may give. */
const failureEnvelope = (codes: string[]): JsonObject => ({
  type: 'object',
  required: ['responseStatus', 'body'],
  properties: {
    responseStatus: {
      type: 'object',
      required: ['success', 'errorCode', 'errorMessage', 'error', 'timeStamp'],
      properties: {
        success: { type: 'boolean', enum: [false] },
        errorCode: { type: 'string', enum: codes },
        errorMessage: { type: 'string', description: 'The sentence to show the person' },
        error: { description: 'Details, such as the fields that failed validation (null when there are none)' },
        timeStamp: { type: 'string', format: 'date-time' },
      },
    },
    body: { type: 'object', nullable: true, description: 'Always null on a refusal' },
  },
});

/**
 * The refusals a call may answer: the ones its access and input imply (a login for anything
 * but public, the profile's refusals for member calls, validation for calls with input) and
 * the ones its definition declares; grouped by HTTP status, each with the envelope.
 */
function errorResponses(endpoint: Endpoint): Record<string, JsonObject> {
  const codes = new Set<ErrorCode>();
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.form) codes.add('VALIDATION_FAILED');
  if (endpoint.access !== 'public') codes.add('UNAUTHENTICATED');
  if (actsOnProfile(endpoint.access))
    ['BAD_REQUEST', 'PROFILE_FORBIDDEN', 'PERMISSION_DENIED'].forEach((code) => codes.add(code as ErrorCode));
  if (endpoint.access === 'superAdmin' || endpoint.access === 'platformDashboard') codes.add('FORBIDDEN');
  if (endpoint.form) ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA'].forEach((code) => codes.add(code as ErrorCode));
  for (const code of endpoint.errors ?? []) codes.add(code);
  const byStatus = new Map<number, string[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      // Always JSON: a call that answers a file (a PDF) still refuses with the envelope, so the
      // content type is given here rather than taken from the call's `produces`.
      { description: `Refused: ${list.join(', ')}`, content: { 'application/json': { schema: failureEnvelope(list) } } },
    ]),
  );
}

/**
 * The document is generated from the shared definitions (packages/shared/src/contract): each
 * route registered by `route()` carries its definition in `config.endpoint`, and this adds what
 * Fastify's schema does not say: bearer security on calls that need a login, the X-Profile-ID
 * header on member calls, a form call's fields with its `file` part, the refusals with the
 * envelope. Form calls are read by `readForm`, not by Fastify's validation, so their fields are
 * shown as the multipart body here, for the document only.
 */
const documentEndpoint: typeof jsonSchemaTransform = (input) => {
  const config = input.route.config as { form?: z.ZodType; endpoint?: Endpoint } | undefined;
  const endpoint = config?.endpoint;
  const form = endpoint?.form ?? config?.form;
  const documented = form
    ? jsonSchemaTransform({ ...input, schema: { ...input.schema, body: form } as typeof input.schema })
    : jsonSchemaTransform(input);
  const schema = documented.schema as JsonObject;
  if (form) {
    schema.consumes = ['multipart/form-data'];
    const body = (schema.body ?? { type: 'object', properties: {} }) as { properties?: JsonObject; required?: string[] };
    body.properties = { ...body.properties, file: { type: 'string', format: 'binary', description: 'The file (at most 5 MB)' } };
    if (endpoint?.fileRequired) body.required = [...(body.required ?? []), 'file'];
    schema.body = body;
  }
  if (!endpoint) return documented;
  schema.security = endpoint.access === 'public' ? [] : [{ bearer: [] }];
  if (actsOnProfile(endpoint.access)) {
    schema.headers = {
      type: 'object',
      required: ['X-Profile-ID'],
      properties: {
        'X-Profile-ID': {
          type: 'string',
          description: 'The venue (business profile) the call acts on; the caller must be its member',
        },
      },
    };
  }
  const answers = schema.response as JsonObject;
  // A file call answers the file's bytes with its own content type (the refusals stay JSON).
  if (endpoint.file)
    answers['200'] = {
      description: `The file (${endpoint.file})`,
      content: { [endpoint.file]: { schema: { type: 'string', format: 'binary' } } },
    };
  schema.response = { ...answers, ...errorResponses(endpoint) };
  return documented;
};

const DOCS_IN_PRODUCTION_MESSAGE =
  'The API reference is not served in production. Super-admins can fetch /docs/json with their token.';

/**
 * The OpenAPI document generated from the route schemas (decisions §2). Outside production it is
 * served with Swagger UI at /docs. In production the call catalogue is not handed to strangers:
 * only /docs/json answers, and only to a super-admin's bearer token. The UI page is not served
 * there at all, because a browser opening /docs cannot send that token.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance, options: { isProduction: boolean; publicBaseUrl: string }) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Venue dashboard API',
        version: '1.0.0',
        description:
          'The merchant dashboard API. Log in with POST /v1/user/userLogin then /v1/user/validateOtp; send the access token as a bearer token and, on calls that act on a venue, its id in X-Profile-ID. Every JSON answer is the envelope { responseStatus, body }.',
      },
      servers: [{ url: options.publicBaseUrl, description: 'This server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: documentEndpoint,
  });

  if (!options.isProduction) {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      // The UI's own policy (its scripts are all files), minus the upgrade to https that would
      // break it on http://localhost, plus inline styles, which Swagger UI sets on elements.
      staticCSP: true,
      transformStaticCSP: (header) =>
        header.replace(/\s*upgrade-insecure-requests;?/, '').replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';"),
    });
    return;
  }

  app.get('/docs/json', { schema: { hide: true }, config: { access: 'superAdmin' } }, async () => app.swagger());
  const refuse = async () => {
    throw new AppError('NOT_FOUND', DOCS_IN_PRODUCTION_MESSAGE);
  };
  app.get('/docs', { schema: { hide: true } }, refuse);
  app.get('/docs/*', { schema: { hide: true } }, refuse);
});
