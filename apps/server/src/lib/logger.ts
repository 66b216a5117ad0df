import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, stdTimeFunctions, type DestinationStream } from 'pino';
import type { AppConfig } from '../config.ts';
import { withoutQueryText } from './database-errors.ts';
import { redactSecrets } from './log-redaction.ts';

/** An error as logged: without SQL, and its message and stack without secrets or phone numbers. */
function serializeError(error: Error) {
  const serialized = stdSerializers.err(withoutQueryText(error) as Error);
  if (typeof serialized.message === 'string') serialized.message = redactSecrets(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = redactSecrets(serialized.stack);
  return serialized;
}

/**
 * Every line's message and the string fields of its object pass through `redactSecrets`, so a
 * URL or phone number a service or adapter writes (an SMS's text, a provider's path) is
 * redacted like the request's own URL.
 */
function redactArguments(args: unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === 'string') return redactSecrets(arg);
    if (!arg || typeof arg !== 'object' || arg instanceof Error || Array.isArray(arg)) return arg;
    let copy: Record<string, unknown> | null = null;
    for (const [name, value] of Object.entries(arg)) {
      if (typeof value !== 'string') continue;
      const redacted = redactSecrets(value);
      if (redacted === value) continue;
      copy ??= { ...(arg as Record<string, unknown>) };
      copy[name] = redacted;
    }
    return copy ?? arg;
  });
}

/**
 * Fastify's logger options: one JSON object per line on stdout (docs/deploy.md "Logs"), with an
 * ISO time and, on a request's lines, its `requestId` (lib/request-id.ts). Errors are serialized
 * without SQL or its parameters, so a log line never carries a guest's phone number or a
 * hostile string fed to a query; URLs, messages and errors pass through `redactSecrets`
 * (lib/log-redaction.ts).
 */
export function loggerOptions(config: AppConfig, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent' && !stream) return false;
  return {
    level: config.LOG_LEVEL,
    timestamp: stdTimeFunctions.isoTime,
    serializers: {
      err: serializeError,
      // Fastify's own request fields, the URL's secrets left out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, redactArguments(args) as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  };
}
