import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, stdTimeFunctions, type DestinationStream } from 'pino';
import type { AppConfig } from '../config.ts';
import { withoutQueryText } from './database-errors.ts';

/** A URL as logged: an access token in its query (EventSource streams) is replaced. */
export const withoutAccessToken = (url: string) => url.replace(/([?&]access_token=)[^&#]*/gi, '$1[redacted]');

/**
 * Fastify's logger options: one JSON object per line on stdout (docs/deploy.md "Logs"), with an
 * ISO time and, on a request's lines, its `requestId` (lib/request-id.ts). Errors are serialized
 * without SQL or its parameters, so a log line never carries a guest's phone number or a
 * hostile string fed to a query.
 */
export function loggerOptions(config: AppConfig, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent' && !stream) return false;
  return {
    level: config.LOG_LEVEL,
    timestamp: stdTimeFunctions.isoTime,
    serializers: {
      err: (error: Error) => stdSerializers.err(withoutQueryText(error) as Error),
      // Fastify's own request fields, with the URL's access token left out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutAccessToken(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
