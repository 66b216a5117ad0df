import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode } from '@venue/shared';
import { isDashboardPath } from '@venue/shared/dashboard-paths';
import { isRejectedInput, sqlStateOf } from '../lib/database-errors.ts';
import { AppError } from '../lib/errors.ts';
import { failure } from '../lib/envelope.ts';
import { formLimitError } from '../lib/form-errors.ts';
import { REQUEST_ID_HEADER } from '../lib/request-id.ts';
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
    const formError = formLimitError(error);
    if (formError) return reply.code(formError.status).send(failure(formError.code, formError.message));
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(failure('PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB'));
    }
    if (error.statusCode === 413) return reply.code(413).send(failure('PAYLOAD_TOO_LARGE', 'The request is too large'));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send(failure('BAD_REQUEST', 'The request body is not valid JSON'));
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send(failure('BAD_REQUEST', 'The request body is empty; send JSON'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return reply
        .code(415)
        .send(failure('UNSUPPORTED_MEDIA', 'Send the request body as JSON (or as multipart/form-data for uploads)'));
    }
    if (isRejectedInput(error)) {
      // The SQL and its parameters stay out of the log: this is the caller's input, not our bug.
      request.log.info({ sqlState: sqlStateOf(error) }, 'database refused the input');
      return reply
        .code(400)
        .send(failure('BAD_REQUEST', 'Some of the text or numbers sent cannot be stored. Please check them.'));
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
    if (looksLikeFile(url)) {
      // A file the build does not have (a favicon, a chunk gone after a deploy) is a 404, never
      // the dashboard's HTML with 200, which a browser would run as the missing script.
      return reply.code(404).send(failure('NOT_FOUND', `No such file: ${url}`));
    }
    // Every other GET gets the dashboard (spec §2: "any other path" shows its shell, or login),
    // but only a path it names answers 200: search engines and link checkers see a real 404
    // for the rest (decisions §7, docs/decisions/0038).
    return reply
      .code(isDashboardPath(url) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(app.deps.spaIndexHtml);
  });
});

/** A path naming a file, by its folder or its extension: no dashboard route looks like one. */
const looksLikeFile = (url: string) =>
  url.startsWith('/assets/') || /\.[a-z0-9]{1,8}$/i.test(url.slice(url.lastIndexOf('/') + 1));

/**
 * Fastify's answers before routing (the `frameworkErrors` option): a path whose percent-encoding
 * does not decode, or a path parameter past `maxParamLength`.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // These answers skip the onRequest hooks, where every other answer gets its id.
  reply.header(REQUEST_ID_HEADER, request.id);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 'URI_TOO_LONG', 'This address is too long');
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(reply, 'BAD_REQUEST', 'This address is not valid: it has a broken %-encoding');
  }
  reply.log.error({ err: error }, 'router error');
  return sendError(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.');
}

function sendError(reply: FastifyReply, code: ErrorCode, message: string) {
  return reply.code(ERROR_STATUS[code]).send(failure(code, message));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (`clientErrorHandler`): headers
 * over the size limit (431), a request that took too long (408), bytes that are not HTTP (400).
 * Answered on the raw socket, as Node does, but as the envelope.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message]: [ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['HEADERS_TOO_LARGE', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['REQUEST_TIMEOUT', 'The request took too long to arrive. Please try again.']
        : ['BAD_REQUEST', 'The request is not valid HTTP'];
  const status = ERROR_STATUS[code];
  const body = JSON.stringify(failure(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
