import { Button, Divider } from '@mantine/core';
import { SubcategoryNameSchema } from '@venue/shared';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { useSession } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useDeleteMenuEntity } from '../api/delete-menu-entity.ts';
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

/** Spec §2 subcategory edit dialog, with the save logic of spec §4. */
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
  const remove = useDeleteMenuEntity(username);
  const saveEdits = useSaveMenuGroup('subcategory', username);
  const signedIn = Boolean(session.accessToken && session.activeProfile);

  async function submit(values: MenuGroupValues) {
    if (!signedIn) return toastError('You must be logged in to update a subcategory');
    // A subcategory's media live in its category's folder (spec §7).
    if (await saveEdits(subcategory, values, folderNameFor(category?.name ?? 'menu'))) onClose();
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
      toastError(error instanceof Error ? error.message : 'Failed to delete subcategory. Please try again.');
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
