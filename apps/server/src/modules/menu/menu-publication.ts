import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PublishMenuBody } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { menuPublications, PUBLISHED_COLUMNS, type PublishedMenuContent } from '../../db/schema/index.ts';
import { defineAuditAction, recordAudit } from '../../lib/audit/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { readMenuRows, type MenuRows } from './menu-body.ts';
import { beginMenuWrite } from './menu-store.ts';

/*
 * "Publish Changes" (spec §2 Preview mode, §4; docs/decisions/0015): the menu tables are the
 * draft the dashboard edits; a publication is a copy of their content that guests see. Which
 * entities guests see, and whether a dish is sold out, is not copied: it is read from the draft
 * at once (menu-guest-rows.ts), so hiding a dish during service needs no publish.
 */

/** The last published version of a menu, as the read cache holds it. */
export interface MenuPublication {
  /** The menu version the content was copied at. */
  menuVersion: number;
  content: PublishedMenuContent;
}

export const PUBLISH_FAILED_MESSAGE = 'Failed to publish changes';

const PublicationStateSchema = z.object({ menuVersion: z.number().int(), items: z.number().int() });
const MENU_PUBLISHED = defineAuditAction({ name: 'menu.publish', entityType: 'menu', state: PublicationStateSchema });

/** The row's `columns`, in one new object. */
function copyColumns<Row, Column extends keyof Row>(row: Row, columns: readonly Column[]): Pick<Row, Column> {
  const copy = {} as Pick<Row, Column>;
  for (const column of columns) copy[column] = row[column];
  return copy;
}

/**
 * The content of the draft's rows, in the order they were read: what a publication keeps. Every
 * column but those a publication leaves behind (`UNPUBLISHED_COLUMNS`, db/schema/menu.ts says why).
 */
export function publishedContentOf(rows: MenuRows): PublishedMenuContent {
  return {
    categories: rows.categories.map((row) => copyColumns(row, PUBLISHED_COLUMNS.categories)),
    subcategories: rows.subcategories.map((row) => copyColumns(row, PUBLISHED_COLUMNS.subcategories)),
    items: rows.items.map((row) => copyColumns(row, PUBLISHED_COLUMNS.items)),
  };
}

/** The profile's publication, or null while its menu was never published. */
export async function readPublication(db: Db, profileId: string): Promise<MenuPublication | null> {
  const rows = await db
    .select({ menuVersion: menuPublications.menuVersion, content: menuPublications.content })
    .from(menuPublications)
    .where(eq(menuPublications.profileId, profileId))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Copies the draft into the publication, inside the caller's transaction: the version bump comes
 * first and takes the menu row's lock, so an edit that started earlier has committed before the
 * draft is copied and one that starts later waits: the copy is the draft exactly as of one version.
 * @returns the version published, what was copied and the publication it replaced, if any.
 */
export async function writePublication(tx: Db, profileId: string, publishedAt: Date) {
  const { version } = await beginMenuWrite(tx, profileId, { publishedAt });
  const content = publishedContentOf(await readMenuRows(tx, profileId));
  const [before] = await tx
    .select({ menuVersion: menuPublications.menuVersion, content: menuPublications.content })
    .from(menuPublications)
    .where(eq(menuPublications.profileId, profileId))
    .limit(1);
  await tx
    .insert(menuPublications)
    .values({ profileId, menuVersion: version, content, createdAt: publishedAt })
    .onConflictDoUpdate({ target: menuPublications.profileId, set: { menuVersion: version, content, createdAt: publishedAt } });
  return { version, content, before };
}

/**
 * POST /v2/publish-menu: the draft becomes what guests see, all of it or none (`writePublication`). Audited.
 * @throws AppError 'Failed to publish changes' (500) when the copy cannot be written.
 */
export async function publishMenu(ctx: ProfileContext): Promise<PublishMenuBody> {
  const profileId = ctx.profile.id;
  const publishedAt = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      const { version, content, before } = await writePublication(tx, profileId, publishedAt);
      await recordAudit(tx, MENU_PUBLISHED, {
        profileId,
        actorUserId: ctx.caller.userId,
        entityId: profileId,
        before: before ? { menuVersion: before.menuVersion, items: before.content.items.length } : null,
        after: { menuVersion: version, items: content.items.length },
      });
      return { publishedAt: publishedAt.toISOString(), version };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.error({ err: error, profileId }, 'menu publish failed');
    throw new AppError('INTERNAL', PUBLISH_FAILED_MESSAGE);
  }
}
