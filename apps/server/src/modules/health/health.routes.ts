import type { FastifyPluginAsync } from 'fastify';
import { healthEndpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';

/** A versioned liveness call in the envelope, for clients that only speak the API. */
export const healthModule: FastifyPluginAsync = async (app) => {
  route(app, healthEndpoints.getStatus, () => ({ status: 'up' as const }));
};
