import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useDeleteMenuEntity } from '../api/delete-menu-entity.ts';
import { useUpdatePublish } from '../api/update-publish.ts';
import type { MenuItem } from '../types.ts';
import { GUEST_VISIBILITY_TEXTS } from './use-guest-visibility.ts';
import { useMenuReorder } from './use-menu-reorder.ts';

/** The item card actions and drags of the menu screen, with the spec's toasts (§4, §8). */
export function useItemActions(username: string) {
  const session = useSession();
  const isAuthenticated = Boolean(session.accessToken && session.activeProfile);
  const { mutateAsync: publish } = useUpdatePublish(username);
  const remove = useDeleteMenuEntity(username);
  const reorder = useMenuReorder(username);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);

  const toggleVisibility = useCallback(
    async (item: MenuItem) => {
      if (!isAuthenticated) return toastError('No active profile selected', 'Authentication Error');
      try {
        await publish({ id: item.id, type: 'Item', isVisible: !item.isVisible });
        toast(
          item.isVisible
            ? { title: 'Item hidden successfully', description: GUEST_VISIBILITY_TEXTS.hiddenNow }
            : { title: 'Item shown successfully', description: GUEST_VISIBILITY_TEXTS.shownNow },
        );
      } catch (error) {
        toastError(error instanceof Error ? error.message : 'Failed to update item visibility');
      }
    },
    [isAuthenticated, publish],
  );

  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    if (!isAuthenticated) return toastError('You need to be logged in to delete the menu item.', 'Authentication Error');
    try {
      await remove.mutateAsync({ id: deleting.id, type: 'Item' });
      toast({ title: 'Menu item deleted successfully!', description: GUEST_VISIBILITY_TEXTS.deletedNow });
      setDeleting(null);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 404
          ? 'Could not find the item to delete.'
          : error instanceof Error
            ? error.message
            : 'There was an error deleting the menu item. Please try again.';
      toastError(message, 'Delete Failed');
    }
  }, [deleting, isAuthenticated, remove]);

  return {
    toggleVisibility,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    isDeleting: remove.isPending,
    reorder,
  };
}
