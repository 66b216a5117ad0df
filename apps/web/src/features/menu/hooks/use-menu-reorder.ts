import { MENU_MESSAGES } from '@venue/shared';
import { useCallback } from 'react';
import { useSession } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useReorderMenu } from '../api/reorder-menu.ts';
import { useDraftEditNote } from './use-guest-visibility.ts';
import type { ReorderScope } from '../utils/reorder.ts';

const REORDERED: Record<ReorderScope, string> = {
  item: 'Menu items reordered successfully!',
  subcategory: 'Subcategories reordered successfully!',
  category: 'Categories reordered successfully!',
};

/** Spec §8 "Reorder Failed": an entry without its server id cannot be placed. */
const MISSING_IDS: Record<ReorderScope, string> = {
  item: MENU_MESSAGES.itemsMissingIds,
  subcategory: MENU_MESSAGES.subcategoriesMissingIds,
  category: MENU_MESSAGES.categoriesMissingIds,
};

const LOGIN_TO_REORDER: Record<ReorderScope, string> = {
  item: 'You need to be logged in to reorder items.',
  subcategory: 'You need to be logged in to reorder subcategories.',
  category: 'You need to be logged in to reorder categories.',
};

/**
 * Sends a finished drag (items, subcategories or categories) with the spec's toasts: success,
 * "Authentication Error" without a login, "Reorder Failed" for entries without their server ids
 * (nothing is sent) or with the server's reason (§8).
 * The optimistic order and its rollback live in api/reorder-menu.ts.
 */
export function useMenuReorder(username: string) {
  const session = useSession();
  const draftNote = useDraftEditNote();
  const isAuthenticated = Boolean(session.accessToken && session.activeProfile);
  const { mutateAsync: sendReorder } = useReorderMenu(username);
  return useCallback(
    async (scope: ReorderScope, oldIds: string[], newIds: string[]) => {
      if (!isAuthenticated) return toastError(LOGIN_TO_REORDER[scope], 'Authentication Error');
      if ([...oldIds, ...newIds].some((id) => !id?.trim())) return toastError(MISSING_IDS[scope], 'Reorder Failed');
      try {
        await sendReorder({ scope, oldIds, newIds });
        toast({ title: REORDERED[scope], description: draftNote });
      } catch (error) {
        toastError(error instanceof Error ? error.message : 'Failed to reorder items', 'Reorder Failed');
      }
    },
    [isAuthenticated, sendReorder, draftNote],
  );
}
