import { SETUP_STEPS, type SetupChecklist, type SetupStep } from '@venue/shared';
import type { ProfileContext } from '../../lib/context.ts';
import { hasContactDetails } from '../fast-social/fast-social.service.ts';
import { readMenuSetup } from '../menu/menu.service.ts';
import { hasChosenMenuTheme } from '../public-pages/public-pages.service.ts';
import { hasQrCode } from '../qr/qr.service.ts';
import { findProfileById } from '../profiles/profiles.service.ts';

/*
 * A module of its own because it reads five others (profiles, fast-social, menu, public-pages,
 * qr): inside any of them it would make modules depend on each other in a circle. Nothing
 * imports this module, so it sits at the top of the module order (eslint.config.js).
 */

/**
 * `GET /v1/profiles/setup-checklist` (issue 15): a new venue's first steps, each read from the
 * venue's real data, so a step is done however the owner did it (the dashboard, an import).
 * Logo: the venue's picture; contact: a number or an address on the contact details; category
 * and item: the menu holds one; theme: a public theme saved; QR: a code made; publish: "Publish
 * Changes" ran once.
 */
export async function getSetupChecklist(ctx: ProfileContext): Promise<SetupChecklist> {
  const profileId = ctx.profile.id;
  const profile = await findProfileById(ctx.db, profileId);
  const menu = await readMenuSetup(ctx.db, profileId);
  const done: Record<SetupStep, boolean> = {
    logo: Boolean(profile?.image),
    contact: await hasContactDetails(ctx.db, profileId),
    category: menu.hasCategory,
    item: menu.hasItem,
    theme: await hasChosenMenuTheme(ctx.db, profileId),
    qr: await hasQrCode(ctx.db, profileId),
    publish: menu.publishedAt !== null,
  };
  const steps = SETUP_STEPS.map((id) => ({ id, done: done[id] }));
  return { steps, completed: steps.filter((step) => step.done).length, total: steps.length };
}
