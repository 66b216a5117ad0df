import { Button, Divider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SubcategoryNameSchema, type MenuResponse } from '@venue/shared';
import { useCallback, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { useActiveProfileId, useSession } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useDeleteMenuEntity } from '../api/delete-menu-entity.ts';
import { menuQueryOptions } from '../api/get-menu.ts';
import { useSaveMenuGroup, type MenuGroupValues } from '../hooks/use-save-menu-group.ts';
import type { MenuCategory, MenuSubcategory } from '../types.ts';
import { folderNameFor } from '../utils/media.ts';
import { MenuGroupForm } from './menu-group-form.tsx';

interface Props {
  subcategory: MenuSubcategory | null;
  category: MenuCategory | undefined;
  itemCount: number;
  username: string;
  onClose: () => void;
  onDeleted?: (id: string) => void;
}

export const hideConfirmMessage = (name: string, count: number) =>
  `Hiding "${name}" also hides its ${count === 1 ? 'visible item' : `${count} visible items`} from customers. You can show ${
    count === 1 ? 'it' : 'them'
  } again when you show the subcategory.`;

/** The subcategory's shown items, from the cached menu read. */
function useVisibleItemCount(username: string, subcategoryId: string): number {
  const select = useCallback(
    (body: MenuResponse) =>
      body.menuitems.items.filter((item) => item.subCategory_id === subcategoryId && item.publish === 1).length,
    [subcategoryId],
  );
  return useQuery({ ...menuQueryOptions(useActiveProfileId(), username), select }).data ?? 0;
}

/**
 * Spec §2 subcategory edit dialog, with the save logic of spec §4. Hiding asks first, saying how
 * many shown items go with it; showing offers those same items again (issue 15).
 */
export function EditSubcategoryDialog(props: Props) {
  return (
    <ResponsiveDialog opened={props.subcategory !== null} onClose={props.onClose} title="Edit Subcategory" size="md">
      {props.subcategory && <EditSubcategoryForm key={props.subcategory.id} {...props} subcategory={props.subcategory} />}
    </ResponsiveDialog>
  );
}

function EditSubcategoryForm({
  subcategory,
  category,
  itemCount,
  username,
  onClose,
  onDeleted,
}: Props & { subcategory: MenuSubcategory }) {
  const session = useSession();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [pendingHide, setPendingHide] = useState<{ values: MenuGroupValues; done: () => void } | null>(null);
  const [hiding, setHiding] = useState(false);
  const remove = useDeleteMenuEntity(username);
  const saveEdits = useSaveMenuGroup('subcategory', username);
  const signedIn = Boolean(session.accessToken && session.activeProfile);
  const visibleItemCount = useVisibleItemCount(username, subcategory.id);

  async function save(values: MenuGroupValues) {
    // A subcategory's media live in its category's folder (spec §7).
    if (await saveEdits(subcategory, values, folderNameFor(category?.name ?? 'menu'))) onClose();
  }

  async function submit(values: MenuGroupValues) {
    if (!signedIn) return toastError('You must be logged in to update a subcategory');
    if (values.hidden && subcategory.isVisible && visibleItemCount > 0) {
      // The form stays busy until the owner answers.
      return new Promise<void>((done) => setPendingHide({ values, done }));
    }
    await save(values);
  }

  async function answerHide(confirmed: boolean) {
    if (!pendingHide) return;
    if (confirmed) {
      setHiding(true);
      await save(pendingHide.values);
      setHiding(false);
    }
    pendingHide.done();
    setPendingHide(null);
  }

  async function confirmDelete() {
    if (!signedIn) return toastError('You must be logged in to delete a subcategory');
    try {
      await remove.mutateAsync({ id: subcategory.id, type: 'SubCategory' });
      toast({ title: 'Subcategory deleted successfully' });
      setConfirmOpen(false);
      onDeleted?.(subcategory.id);
      onClose();
    } catch (error) {
      toastError(
        error instanceof Error ? error.message : 'Failed to delete subcategory. Please try again.',
        'Failed to delete subcategory',
      );
    }
  }

  return (
    <>
      <MenuGroupForm
        kind="subcategory"
        group={subcategory}
        nameSchema={SubcategoryNameSchema}
        onSubmit={submit}
        onCancel={onClose}
        busy={remove.isPending}
        visibleItemCount={visibleItemCount}
        itemsHiddenWithIt={subcategory.itemsHiddenWithIt}
        footer={(disabled) => (
          <>
            <Divider />
            <Button color="red" variant="light" onClick={() => setConfirmOpen(true)} disabled={disabled}>
              Delete Subcategory
            </Button>
          </>
        )}
      />
      <ConfirmDeleteDialog
        opened={pendingHide !== null}
        onClose={() => void answerHide(false)}
        onConfirm={() => void answerHide(true)}
        isDeleting={hiding}
        confirmLabel="Hide Subcategory"
        pendingLabel="Saving..."
        message={hideConfirmMessage(subcategory.name, visibleItemCount)}
      />
      <ConfirmDeleteDialog
        opened={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => void confirmDelete()}
        isDeleting={remove.isPending}
        message={
          <>
            This will permanently delete the subcategory &quot;{subcategory.name}&quot;. This action cannot be undone.
            {itemCount > 0 && ` Its ${itemCount === 1 ? '1 item' : `${itemCount} items`} will be deleted too.`}
          </>
        }
      />
    </>
  );
}
