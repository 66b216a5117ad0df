import { Button, Divider } from '@mantine/core';
import { CategoryNameSchema } from '@venue/shared';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { useAddCategoryOrSubcategory } from '../api/add-category-or-subcategory.ts';
import { useInvalidateMenu } from '../api/invalidate.ts';
import { useSaveMenuGroup, type MenuGroupValues } from '../hooks/use-save-menu-group.ts';
import type { MenuCategory } from '../types.ts';
import { folderNameFor } from '../utils/media.ts';
import { MenuGroupForm } from './menu-group-form.tsx';

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
  const add = useAddCategoryOrSubcategory(username);
  const invalidate = useInvalidateMenu(username);
  const saveEdits = useSaveMenuGroup('category', username);

  async function addCategory(values: MenuGroupValues) {
    try {
      await add.mutateAsync({ type: 'category', name: values.name, file: values.pendingFile });
      toast({ title: 'Category added successfully!' });
      onClose();
    } catch (error) {
      toastError(error instanceof Error ? error.message : 'Failed to add category');
    } finally {
      void invalidate();
    }
  }

  async function submit(values: MenuGroupValues) {
    if (!category) return addCategory(values);
    // A category's media folder is named after the category itself (spec §7).
    if (await saveEdits(category, values, folderNameFor(values.name))) onClose();
  }

  return (
    <MenuGroupForm
      kind="category"
      group={category}
      nameSchema={CategoryNameSchema}
      placeholder="e.g. Food"
      onSubmit={submit}
      onCancel={onClose}
      footer={(disabled) =>
        category &&
        onDelete && (
          <>
            <Divider />
            <Button color="red" variant="light" onClick={() => onDelete(category)} disabled={disabled}>
              Delete Category
            </Button>
          </>
        )
      }
    />
  );
}
