import { Button, Divider, Group, Stack, Switch, TextInput } from '@mantine/core';
import { SubcategoryNameSchema } from '@venue/shared';
import { useState } from 'react';
import { useSession } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useDeleteMenuEntity } from '../api/delete-menu-entity.ts';
import { useEditSubcategory } from '../api/edit-subcategory.ts';
import { useInvalidateMenu } from '../api/invalidate.ts';
import { useUpdateMedia } from '../api/update-media.ts';
import { useUpdatePublish } from '../api/update-publish.ts';
import { usePendingImage } from '../hooks/use-pending-image.ts';
import type { MenuCategory, MenuSubcategory } from '../types.ts';
import { folderNameFor } from '../utils/media.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { CropDialog } from './crop-dialog.tsx';
import { ResponsiveDialog } from './responsive-dialog.tsx';
import { SubcategoryImagePicker } from './subcategory-image-picker.tsx';

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
  const image = usePendingImage(subcategory.image);
  const [name, setName] = useState(subcategory.name);
  const [hidden, setHidden] = useState(!subcategory.isVisible);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const updateMedia = useUpdateMedia();
  const rename = useEditSubcategory();
  const publish = useUpdatePublish(username, { invalidate: false });
  const remove = useDeleteMenuEntity(username);
  const invalidate = useInvalidateMenu(username);

  async function save() {
    if (!session.accessToken || !session.activeProfile) return toastError('You must be logged in to update a subcategory');
    const parsed = SubcategoryNameSchema.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? 'Subcategory name is required');
    const imageRemoved = image.removed && subcategory.image !== null;
    const nameChanged = parsed.data !== subcategory.name;
    const visibilityChanged = hidden === subcategory.isVisible;
    if (!image.pendingFile && !imageRemoved && !nameChanged && !visibilityChanged) {
      toast({ title: 'No changes', description: 'No changes detected.' });
      return;
    }
    setSaving(true);
    // Each step reports its own failure (spec §8) and stops the save; what succeeded stays.
    try {
      const folderName = folderNameFor(category?.name ?? 'menu');
      if (image.pendingFile) {
        await updateMedia.mutateAsync({ type: 'subcategory', id: subcategory.id, folderName, file: image.pendingFile });
        toast({ title: 'Subcategory image updated!' });
      } else if (imageRemoved) {
        await updateMedia.mutateAsync({ type: 'subcategory', id: subcategory.id, folderName, file: null });
        toast({ title: 'Image removed' });
      }
      if (nameChanged) {
        await rename.mutateAsync({ id: subcategory.id, name: parsed.data });
        toast({ title: 'Subcategory name updated!' });
      }
      if (visibilityChanged) {
        await publish.mutateAsync({ id: subcategory.id, type: 'SubCategory', isVisible: !hidden });
        toast({ title: hidden ? 'Subcategory hidden successfully' : 'Subcategory shown successfully' });
      }
      onClose();
    } catch (error) {
      toastError(error instanceof Error ? error.message : 'Failed to update subcategory. Please try again.');
    } finally {
      setSaving(false);
      void invalidate();
    }
  }

  async function confirmDelete() {
    if (!session.accessToken || !session.activeProfile) return toastError('You must be logged in to delete a subcategory');
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

  const busy = saving || remove.isPending;
  return (
    <Stack gap="sm">
      <TextInput
        label="Subcategory Name"
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setNameError(null);
        }}
        error={nameError}
        withAsterisk
        disabled={busy}
      />
      <SubcategoryImagePicker previewUrl={image.previewUrl} onPick={image.pick} onRemove={image.remove} disabled={busy} />
      {image.previewUrl && (
        <Group>
          <Button variant="subtle" size="xs" onClick={image.recrop} disabled={busy}>
            Crop Image
          </Button>
        </Group>
      )}
      <Switch
        label="Hide Subcategory"
        description="Hide this subcategory from customers"
        checked={hidden}
        onChange={(event) => setHidden(event.currentTarget.checked)}
        disabled={busy}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={busy}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Group>
      <Divider />
      <Button color="red" variant="light" onClick={() => setConfirmOpen(true)} disabled={busy}>
        Delete Subcategory
      </Button>
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
      <CropDialog source={image.cropSource} onCancel={image.cancelCrop} onCropped={image.onCropped} />
    </Stack>
  );
}
