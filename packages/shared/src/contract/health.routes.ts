import { defineRoutes } from './define.ts';

export const healthRoutes = defineRoutes('health', {
  getStatus: {
    method: 'GET',
    path: '/v1/status',
    access: 'public',
    summary: 'Whether the API is up (a versioned liveness call in the envelope)',
    hidden: true,
  },
});
