import { asc, eq } from 'drizzle-orm';
import { MENU_MESSAGES, type AddHomePageImageFields, type HomePageImage } from '@venue/shared';
import { menuHomeImages } from '../../db/schema/index.ts';
import type { ProfileContext } from '../../lib/context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { deleteStoredMedia, storeUpload, type UploadInput } from '../media/media.service.ts';
import { toHomeImage } from './menu-mappers.ts';
import { nextPosition, renumber, reorderScope } from '../../lib/ordering.ts';
import { inProfile, POSITIONED, touchMenu } from './menu-store.ts';

/** The home-page carousel (decisions §5 "Home"): images with title, description and link. */

const HOME_FOLDER = 'menu/home';

export async function listHomePageImages(ctx: ProfileContext): Promise<{ images: HomePageImage[] }> {
  const rows = await ctx.db
    .select()
    .from(menuHomeImages)
    .where(eq(menuHomeImages.profileId, ctx.profile.id))
    .orderBy(asc(menuHomeImages.position), asc(menuHomeImages.id));
  return { images: rows.map((row) => toHomeImage(ctx.config, row)) };
}

/** POST /v2/addHomePageImages: a carousel image needs a real file (an empty one is refused). */
export async function addHomePageImage(
  ctx: ProfileContext,
  input: AddHomePageImageFields,
  file: UploadInput,
): Promise<{ image: HomePageImage }> {
  const media = await storeUpload(ctx, file, { folder: HOME_FOLDER });
  if (!media) throw badRequest(MENU_MESSAGES.fileRequired);
  try {
    return await ctx.db.transaction(async (tx) => {
      await touchMenu(tx, ctx.profile.id);
      const position = await nextPosition(tx, POSITIONED.homeImage, ctx.profile.id);
      const [row] = await tx
        .insert(menuHomeImages)
        .values({
          id: newId(),
          profileId: ctx.profile.id,
          imagePath: media.path,
          title: input.title,
          description: input.description,
          linkUrl: input.linkUrl,
          isActive: input.isActive,
          position,
        })
        .returning();
      return { image: toHomeImage(ctx.config, row!) };
    });
  } catch (error) {
    await deleteStoredMedia(ctx, media.path);
    throw error;
  }
}

export async function deleteHomePageImage(ctx: ProfileContext, input: { _id: string }): Promise<{ _id: string }> {
  const removed = await ctx.db.transaction(async (tx) => {
    await touchMenu(tx, ctx.profile.id);
    const [row] = await tx
      .delete(menuHomeImages)
      .where(inProfile(menuHomeImages.profileId, ctx.profile.id, menuHomeImages.id, input._id))
      .returning();
    if (!row) throw notFound(MENU_MESSAGES.homeImageNotFound);
    await renumber(tx, POSITIONED.homeImage, ctx.profile.id);
    return row;
  });
  await deleteStoredMedia(ctx, removed.imagePath);
  return { _id: removed.id };
}

/** `order` must name every image of the profile exactly once (else 409, as for menu-drag). */
export async function reorderHomePageImages(
  ctx: ProfileContext,
  input: { order: string[] },
): Promise<{ images: HomePageImage[] }> {
  await ctx.db.transaction(async (tx) => {
    await touchMenu(tx, ctx.profile.id);
    const applied = await reorderScope(tx, POSITIONED.homeImage, ctx.profile.id, undefined, { before: null, after: input.order });
    if (!applied) throw new AppError('STALE_ORDER', MENU_MESSAGES.staleHomeImages);
  });
  return listHomePageImages(ctx);
}
