import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SubcategoryNameSchema } from '@venue/shared';
import { useState } from 'react';
import { useSession } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useAddCategoryOrSubcategory } from '../api/add-category-or-subcategory.ts';
import { usePendingImage } from '../hooks/use-pending-image.ts';
import type { MenuCategory } from '../types.ts';
import { CropDialog } from './crop-dialog.tsx';
import { ResponsiveDialog } from './responsive-dialog.tsx';
import { SubcategoryImagePicker } from './subcategory-image-picker.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  username: string;
  category: MenuCategory | undefined;
}

/** Spec §2 subcategory add dialog (bottom sheet on mobile): Name, image, Cancel, Save. */
export function AddSubcategoryDialog({ opened, onClose, username, category }: Props) {
  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Add Subcategory" size="md">
      {opened && <AddSubcategoryForm onClose={onClose} username={username} category={category} />}
    </ResponsiveDialog>
  );
}

function AddSubcategoryForm({ onClose, username, category }: Omit<Props, 'opened'>) {
  const session = useSession();
  const add = useAddCategoryOrSubcategory(username);
  const image = usePendingImage(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function save() {
    const parsed = SubcategoryNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Subcategory name is required');
      return;
    }
    if (!session.accessToken || !session.activeProfile) {
      toastError('You must be logged in to add a subcategory');
      return;
    }
    if (!category) {
      toastError('Category not found or missing API ID');
      return;
    }
    try {
      await add.mutateAsync({ type: 'subCategory', name: parsed.data, categoryId: category.id, file: image.pendingFile });
      toast({ title: 'Subcategory added successfully!' });
      onClose();
    } catch (failure) {
      toastError(failure instanceof Error ? failure.message : 'Failed to add subcategory. Please try again.');
    }
  }

  return (
    <Stack gap="sm">
      {category && (
        <Text size="sm" c="dimmed">
          In {category.name}
        </Text>
      )}
      <TextInput
        label="Name"
        placeholder="e.g. Starters"
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        withAsterisk
        data-autofocus
      />
      <SubcategoryImagePicker
        previewUrl={image.previewUrl}
        onPick={image.pick}
        onRemove={image.remove}
        disabled={add.isPending}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={add.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Group>
      <CropDialog source={image.cropSource} onCancel={image.cancelCrop} onCropped={image.onCropped} />
    </Stack>
  );
}
