import { z } from 'zod';
import { PUBLIC_THEMES, type PublicTheme } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { defineAuditAction, readAudit, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';

/** An owner's choice of the public menu's theme (/digital-menu-settings), audited like every change a person makes. */
export const MENU_THEME_CHOSEN = defineAuditAction({
  name: 'public-pages.menu-theme-chosen',
  entityType: 'menu',
  state: z.object({ selectedPublicTheme: z.enum(PUBLIC_THEMES) }),
});

/** Records the choice inside the save's transaction. */
export async function recordThemeChoice(
  ctx: ProfileContext,
  tx: Db,
  change: { before: string | null; after: PublicTheme },
): Promise<void> {
  const before = PUBLIC_THEMES.find((theme) => theme === change.before);
  await recordAudit(tx, MENU_THEME_CHOSEN, {
    profileId: ctx.profile.id,
    actorUserId: ctx.caller.userId,
    entityId: ctx.profile.id,
    before: before ? { selectedPublicTheme: before } : null,
    after: { selectedPublicTheme: change.after },
  });
}

/**
 * Whether the owner ever saved a theme: the default is not a choice, and saving the default on
 * purpose is (the set-up checklist's "theme" step).
 */
export async function hasChosenMenuTheme(db: Db, profileId: string): Promise<boolean> {
  const entries = await readAudit(db, { profileId, actions: [MENU_THEME_CHOSEN], limit: 1 });
  return entries.length > 0;
}
