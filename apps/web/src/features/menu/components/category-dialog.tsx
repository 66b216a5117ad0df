import { Button, Divider, Group, Stack, Switch, TextInput } from '@mantine/core';
import { CategoryNameSchema } from '@venue/shared';
import { useState } from 'react';
import { toast, toastError } from '@/lib/toast.ts';
import { useAddCategoryOrSubcategory } from '../api/add-category-or-subcategory.ts';
import { useEditCategory } from '../api/edit-category.ts';
import { useInvalidateMenu } from '../api/invalidate.ts';
import { useUpdateMedia } from '../api/update-media.ts';
import { useUpdatePublish } from '../api/update-publish.ts';
import { usePendingImage } from '../hooks/use-pending-image.ts';
import type { MenuCategory } from '../types.ts';
import { folderNameFor } from '../utils/media.ts';
import { CropDialog } from './crop-dialog.tsx';
import { ResponsiveDialog } from './responsive-dialog.tsx';
import { SubcategoryImagePicker } from './subcategory-image-picker.tsx';

interface Props {
  opened: boolean;
  /** null adds a new category. */
  category: MenuCategory | null;
  username: string;
  onClose: () => void;
  onDelete?: (category: MenuCategory) => void;
}

/** Add or edit a category (decisions §5): name, image with crop, visibility; same save rules as subcategories (spec §4). */
export function CategoryDialog(props: Props) {
  return (
    <ResponsiveDialog
      opened={props.opened}
      onClose={props.onClose}
      title={props.category ? 'Edit Category' : 'Add Category'}
      size="md"
    >
      {props.opened && <CategoryForm key={props.category?.id ?? 'new'} {...props} />}
    </ResponsiveDialog>
  );
}

function CategoryForm({ category, username, onClose, onDelete }: Props) {
  const image = usePendingImage(category?.image ?? null);
  const [name, setName] = useState(category?.name ?? '');
  const [hidden, setHidden] = useState(category ? !category.isVisible : false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const add = useAddCategoryOrSubcategory(username);
  const rename = useEditCategory(username);
  const updateMedia = useUpdateMedia();
  const publish = useUpdatePublish(username, { invalidate: false });
  const invalidate = useInvalidateMenu(username);

  async function save() {
    const parsed = CategoryNameSchema.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? 'Category name is required');
    setSaving(true);
    try {
      if (!category) {
        await add.mutateAsync({ type: 'category', name: parsed.data, file: image.pendingFile });
        toast({ title: 'Category added successfully!' });
        onClose();
        return;
      }
      const imageRemoved = image.removed && category.image !== null;
      const nameChanged = parsed.data !== category.name;
      const visibilityChanged = hidden === category.isVisible;
      if (!image.pendingFile && !imageRemoved && !nameChanged && !visibilityChanged) {
        toast({ title: 'No changes', description: 'No changes detected.' });
        return;
      }
      const folderName = folderNameFor(parsed.data);
      if (image.pendingFile || imageRemoved) {
        await updateMedia.mutateAsync({ type: 'category', id: category.id, folderName, file: image.pendingFile });
        toast({ title: image.pendingFile ? 'Category image updated!' : 'Image removed' });
      }
      if (nameChanged) {
        await rename.mutateAsync({ id: category.id, name: parsed.data });
        toast({ title: 'Category name updated!' });
      }
      if (visibilityChanged) {
        await publish.mutateAsync({ id: category.id, type: 'Category', isVisible: !hidden });
        toast({ title: hidden ? 'Category hidden successfully' : 'Category shown successfully' });
      }
      onClose();
    } catch (error) {
      toastError(
        error instanceof Error
          ? error.message
          : category
            ? 'Failed to update category. Please try again.'
            : 'Failed to add category',
      );
    } finally {
      setSaving(false);
      void invalidate();
    }
  }

  return (
    <Stack gap="sm">
      <TextInput
        label="Category Name"
        placeholder="e.g. Food"
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setNameError(null);
        }}
        error={nameError}
        withAsterisk
        disabled={saving}
      />
      <SubcategoryImagePicker previewUrl={image.previewUrl} onPick={image.pick} onRemove={image.remove} disabled={saving} />
      {image.previewUrl && (
        <Group>
          <Button variant="subtle" size="xs" onClick={image.recrop} disabled={saving}>
            Crop Image
          </Button>
        </Group>
      )}
      {category && (
        <Switch
          label="Hide Category"
          description="Hide this category from customers"
          checked={hidden}
          onChange={(event) => setHidden(event.currentTarget.checked)}
          disabled={saving}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving...' : category ? 'Save Changes' : 'Save'}
        </Button>
      </Group>
      {category && onDelete && (
        <>
          <Divider />
          <Button color="red" variant="light" onClick={() => onDelete(category)} disabled={saving}>
            Delete Category
          </Button>
        </>
      )}
      <CropDialog source={image.cropSource} onCancel={image.cancelCrop} onCropped={image.onCropped} />
    </Stack>
  );
}
