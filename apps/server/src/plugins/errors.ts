import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { failure } from '../lib/envelope.ts';
import { isApiPath } from './access.ts';

/**
 * Every failure leaves as the envelope with its real status. Validation errors carry the
 * first issue's message (the spec's own words live in the shared schemas); 500s say nothing
 * of the internals and are logged in full instead.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(failure(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message,
      }));
      return reply.code(400).send(failure('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', issues));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
      return reply.code(413).send(failure('PAYLOAD_TOO_LARGE', 'File size exceeds 5MB limit'));
    }
    if (error.validation) {
      return reply.code(400).send(failure('VALIDATION_FAILED', error.message));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(failure('RATE_LIMITED', 'Too many requests. Please try again later.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(failure('BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/media/')) {
      // A missing photo must not answer the dashboard's HTML with 200 (issue 16).
      return reply.code(404).send(failure('NOT_FOUND', 'This photo or video does not exist (any more).'));
    }
    if (isApiPath(url) || request.method !== 'GET' || !app.deps.spaIndexHtml) {
      return reply.code(404).send(failure('ROUTE_NOT_FOUND', `No such call: ${request.method} ${url}`));
    }
    // Every other GET is a dashboard route: the SPA decides what to show (spec §2 route table).
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(app.deps.spaIndexHtml);
  });
});
