import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

/**
 * Form calls are read by `readForm`, not by Fastify's validation, so their declared fields
 * (`config.form`) are shown as the multipart body here, for the document only.
 */
const documentForms: typeof jsonSchemaTransform = (input) => {
  const form = (input.route.config as { form?: unknown } | undefined)?.form;
  if (!form) return jsonSchemaTransform(input);
  const documented = jsonSchemaTransform({ ...input, schema: { ...input.schema, body: form } as typeof input.schema });
  return { ...documented, schema: { ...documented.schema, consumes: ['multipart/form-data'] } };
};

const DOCS_IN_PRODUCTION_MESSAGE =
  'The API reference is not served in production. Super-admins can fetch /docs/json with their token.';

/**
 * The OpenAPI document generated from the route schemas (decisions §2). Outside production it is
 * served with Swagger UI at /docs. In production the call catalogue is not handed to strangers:
 * only /docs/json answers, and only to a super-admin's bearer token. The UI page is not served
 * there at all, because a browser opening /docs cannot send that token.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance, options: { isProduction: boolean }) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Venue dashboard API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: documentForms,
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
