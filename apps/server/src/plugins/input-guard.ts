import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { checkInput } from '../lib/nul-guard.ts';

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;

/**
 * Hostile input stopped before any handler, query or parser sees it: text holding U+0000 and
 * bodies nested past MAX_INPUT_DEPTH (in the path, the query string or a JSON body; multipart
 * fields are checked as they are read, lib/nul-guard.ts) and multipart requests whose framing busboy cannot parse. Both used to end
 * as 500s deep inside PostgreSQL or busboy.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // With `done`, not async: every request passes these (app.ts says why).
  app.addHook('onRequest', (request, _reply, done) => {
    done(multipartFramingError(request));
  });

  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const refusal = checkInput(value, part);
      if (refusal) return done(refusal);
    }
    done();
  });
});

function multipartFramingError(request: FastifyRequest): AppError | undefined {
  const contentType = request.headers['content-type'];
  if (!contentType || !/^\s*multipart\//i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? '';
  if (!boundary) {
    return new AppError('BAD_REQUEST', 'The form has no multipart boundary. Please send it again as multipart/form-data.');
  }
  if (boundary.length > MAX_BOUNDARY_LENGTH) {
    return new AppError('BAD_REQUEST', `The form's multipart boundary is longer than ${MAX_BOUNDARY_LENGTH} characters.`);
  }
  return undefined;
}
