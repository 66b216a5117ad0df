import { z } from 'zod';
import { defineEndpoints } from './define.ts';
import { healthRoutes } from './health.routes.ts';

export const healthEndpoints = defineEndpoints(healthRoutes, {
  getStatus: { response: z.object({ status: z.literal('up') }) },
});
