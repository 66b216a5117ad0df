import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { MENU_MESSAGES } from '@venue/shared';
import { useImperativeHandle, useState, type Ref } from 'react';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useAddItem } from '../api/add-item.ts';
import { useDraftEditNote } from '../hooks/use-guest-visibility.ts';
import type { ItemFormValues, MenuView } from '../types.ts';
import { EMPTY_ITEM_FORM } from './item-form-defaults.ts';
import { LazyItemForm } from './lazy-item-form.tsx';

/**
 * Spec §8 "add": the server's refusal in its words (else "Can't add item right now."); a call
 * that never got an answer (network, a crash) reads 'An error occurred while adding the item'.
 */
function addFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return error.message;
  return MENU_MESSAGES.itemAddFailed;
}

/** Opens the sheet: the menu screen holds this instead of the open state (below). */
export interface AddItemDialogHandle {
  open: () => void;
}

interface Props {
  ref: Ref<AddItemDialogHandle>;
  /** Open as it mounts: Add Item was pressed before the dialog's chunk had arrived. */
  openOnMount?: boolean;
  username: string;
  menu: MenuView | undefined;
  categoryId: string | null;
  subcategoryId: string | null;
  /**
   * "Create Subcategory First": opens Add Subcategory for the category; `onCreated` brings the
   * dish form back with what was typed and the new subcategory chosen.
   */
  onCreateSubcategory: (categoryId: string, onCreated: (subcategoryId: string) => void) => void;
}

/**
 * Spec §2 "Add Item form": dialog on desktop, drawer on mobile. It keeps whether it is open
 * itself and is opened through `ref`: held by the menu screen, opening it would render the whole
 * screen again first (issue 15 "Speed": Add Item opens within 300 ms on a slow phone).
 */
export function AddItemDialog({
  ref,
  openOnMount = false,
  username,
  menu,
  categoryId,
  subcategoryId,
  onCreateSubcategory,
}: Props) {
  const [opened, setOpened] = useState(openOnMount);
  // What was typed before "Create Subcategory First", restored when the subcategory exists.
  const [draft, setDraft] = useState<ItemFormValues | null>(null);
  useImperativeHandle(ref, () => ({ open: () => setOpened(true) }), []);
  const onClose = () => {
    setOpened(false);
    setDraft(null);
  };
  const addItem = useAddItem(username);
  const createSubcategory = (values: ItemFormValues) => {
    setDraft(values);
    setOpened(false);
    onCreateSubcategory(values.categoryId, (subCategoryId) => {
      setDraft({ ...values, subCategoryId });
      setOpened(true);
    });
  };
  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Add Item">
      {opened && (
        <AddItemBody
          {...{ onClose, menu, categoryId, subcategoryId, draft }}
          onCreateSubcategory={createSubcategory}
          add={addItem.mutateAsync}
        />
      )}
    </ResponsiveDialog>
  );
}

function AddItemBody({
  onClose,
  menu,
  categoryId,
  subcategoryId,
  draft,
  onCreateSubcategory,
  add,
}: Pick<Props, 'menu' | 'categoryId' | 'subcategoryId'> & {
  onClose: () => void;
  draft: ItemFormValues | null;
  onCreateSubcategory: (values: ItemFormValues) => void;
  add: ReturnType<typeof useAddItem>['mutateAsync'];
}) {
  const draftNote = useDraftEditNote();
  if (!menu) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader size="sm" />
          <Text size="sm">Loading menu data...</Text>
        </Stack>
      </Center>
    );
  }
  const category = menu.categories.find((c) => c.id === (draft?.categoryId ?? categoryId)) ?? menu.categories[0];
  const categorySubcategories = menu.subcategories.filter((s) => s.categoryId === category?.id);
  if (!category || categorySubcategories.length === 0) {
    return (
      <Stack align="center" py="lg" gap="sm">
        <IconFolderPlus size={40} color="var(--mantine-color-gray-5)" />
        <Title order={4}>No Subcategories Found</Title>
        <Text size="sm" c="dimmed" ta="center">
          Items live in a subcategory. Create one in this category before adding items.
        </Text>
        <Group>
          <Button variant="default" onClick={onClose}>
            Go Back
          </Button>
          <Button
            onClick={() => onCreateSubcategory({ ...EMPTY_ITEM_FORM, categoryId: category?.id ?? '' })}
            disabled={!category}
          >
            Create Subcategory First
          </Button>
        </Group>
      </Stack>
    );
  }
  const subcategory = categorySubcategories.find((s) => s.id === subcategoryId) ?? categorySubcategories[0]!;
  return (
    <LazyItemForm
      mode="add"
      categories={menu.categories}
      subcategories={menu.subcategories}
      defaultValues={draft ?? { ...EMPTY_ITEM_FORM, categoryId: category.id, subCategoryId: subcategory.id }}
      onCreateSubcategory={onCreateSubcategory}
      initialMedia={null}
      onCancel={onClose}
      onSubmit={async (values, media) => {
        try {
          await add({ values, file: media.kind === 'replaced' ? media.file : null });
          toast({ title: 'Item added successfully!', description: draftNote });
          onClose();
        } catch (error) {
          toastError(addFailureMessage(error), 'Failed to add item');
        }
      }}
    />
  );
}
