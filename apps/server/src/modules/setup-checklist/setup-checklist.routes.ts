import type { FastifyPluginAsync } from 'fastify';
import { profilesEndpoints as endpoints } from '@venue/shared';
import { route } from '../../lib/route.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { getSetupChecklist } from './setup-checklist.service.ts';

/** The set-up checklist on /home (issue 15): every member sees how far the venue is. */
export const setupChecklistModule: FastifyPluginAsync = async (app) => {
  route(app, endpoints.getSetupChecklist, (request) => getSetupChecklist(profileContextOf(app, request)));
};
