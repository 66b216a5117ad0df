import type { FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';
import type { AppConfig } from '../config.ts';
import { withoutQueryText } from './database-errors.ts';

/**
 * Fastify's logger options. Errors are serialized without SQL or its parameters, so a log line
 * never carries a guest's phone number or a hostile string fed to a query.
 */
export function loggerOptions(config: AppConfig, stream?: DestinationStream): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent' && !stream) return false;
  return {
    level: config.LOG_LEVEL,
    serializers: { err: (error: Error) => stdSerializers.err(withoutQueryText(error) as Error) },
    ...(stream ? { stream } : {}),
  };
}
