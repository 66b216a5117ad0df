import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.ts';

/** A versioned liveness call in the envelope, for clients that only speak the API. */
export const healthModule: FastifyPluginAsync = async (app) => {
  app.get('/v1/status', { config: { access: 'public' }, schema: { hide: true } }, async () => ok({ status: 'up' }));
};
