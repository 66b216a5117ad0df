import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, SetupChecklistSchema } from '@venue/shared';
import { ok } from '../../lib/envelope.ts';
import { profileContextOf } from '../../plugins/access.ts';
import { getSetupChecklist } from './setup-checklist.service.ts';

/** The set-up checklist on /home (issue 15): every member sees how far the venue is. */
export const setupChecklistModule: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/profiles/setup-checklist',
    { config: { access: 'member' }, schema: { tags: ['profiles'], response: { 200: envelopeOf(SetupChecklistSchema) } } },
    async (request) => ok(await getSetupChecklist(profileContextOf(app, request))),
  );
};
