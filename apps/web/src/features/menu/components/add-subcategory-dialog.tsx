import { Stack, Text } from '@mantine/core';
import { SubcategoryNameSchema } from '@venue/shared';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { useSession } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useAddCategoryOrSubcategory } from '../api/add-category-or-subcategory.ts';
import type { MenuGroupValues } from '../hooks/use-save-menu-group.ts';
import type { MenuCategory } from '../types.ts';
import { MenuGroupForm } from './menu-group-form.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  username: string;
  category: MenuCategory | undefined;
  /** Called with the new subcategory once saved (Add Item's "Create Subcategory First" returns to its form). */
  onCreated?: (subcategoryId: string) => void;
}

/** Spec §2 subcategory add dialog (bottom sheet on mobile): Name, image, Cancel, Save. */
export function AddSubcategoryDialog({ opened, onClose, username, category, onCreated }: Props) {
  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Add Subcategory" size="md">
      {opened && <AddSubcategoryForm onClose={onClose} username={username} category={category} onCreated={onCreated} />}
    </ResponsiveDialog>
  );
}

function AddSubcategoryForm({ onClose, username, category, onCreated }: Omit<Props, 'opened'>) {
  const session = useSession();
  const add = useAddCategoryOrSubcategory(username);

  async function save(values: MenuGroupValues) {
    if (!session.accessToken || !session.activeProfile) return toastError('You must be logged in to add a subcategory');
    if (!category) return toastError('Category not found or missing API ID');
    try {
      const created = await add.mutateAsync({
        type: 'subCategory',
        name: values.name,
        categoryId: category.id,
        file: values.pendingFile,
      });
      toast({ title: 'Subcategory added successfully!' });
      onClose();
      if (created.subCategory) onCreated?.(created.subCategory._id);
    } catch (failure) {
      // Spec §8: the short title, and the server's reason or the longer fallback under it.
      toastError(
        failure instanceof Error ? failure.message : 'Failed to add subcategory. Please try again.',
        'Failed to add subcategory',
      );
    }
  }

  return (
    <Stack gap="sm">
      {category && (
        <Text size="sm" c="dimmed">
          In {category.name}
        </Text>
      )}
      <MenuGroupForm
        kind="subcategory"
        group={null}
        nameSchema={SubcategoryNameSchema}
        nameLabel="Name"
        placeholder="e.g. Starters"
        onSubmit={save}
        onCancel={onClose}
      />
    </Stack>
  );
}
