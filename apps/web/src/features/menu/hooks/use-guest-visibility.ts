import { useQuery } from '@tanstack/react-query';
import type { MenuResponse } from '@venue/shared';
import { useActiveProfile, useActiveProfileId } from '@/lib/session.ts';
import { menuQueryOptions } from '../api/get-menu.ts';

/*
 * One rule for what guests see, said the same way on every menu screen (docs/decisions/0015,
 * issue 35): service actions (hide, show, sold out, delete) reach guests at once; content edits
 * (names, prices, descriptions, photos, varieties, order) wait for "Publish Changes" once the
 * menu has been published, and show as saved before that.
 */
export const GUEST_VISIBILITY_TEXTS = {
  instantGroup: 'Guests see these at once',
  hiddenNow: 'Guests no longer see it.',
  shownNow: 'Guests see it now.',
  soldOutNow: 'Guests see it as sold out now.',
  backInStockNow: 'Guests can order it again now.',
  deletedNow: 'Guests no longer see it.',
  waitsForPublish: 'Guests see this change after you Publish Changes.',
  rule: 'Hide, show, sold out and delete reach guests at once. Changes to names, prices, descriptions, photos, varieties and order wait for Publish Changes.',
} as const;

const selectIsPublished = (body: MenuResponse) => body.menuitems.publishedAt !== null;

/** Whether content edits now wait for "Publish Changes" (the menu has been published once). */
export function useEditsWaitForPublish(): boolean {
  const profileId = useActiveProfileId();
  const username = useActiveProfile()?.userName ?? '';
  const { data } = useQuery({ ...menuQueryOptions(profileId, username), select: selectIsPublished, enabled: username !== '' });
  return data ?? false;
}

/** The line a content edit's toast carries: that guests see it after publishing, or none while the menu shows as saved. */
export function useDraftEditNote(): string | undefined {
  return useEditsWaitForPublish() ? GUEST_VISIBILITY_TEXTS.waitsForPublish : undefined;
}
