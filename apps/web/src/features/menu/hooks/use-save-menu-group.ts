import { toast, toastError } from '@/lib/toast.ts';
import { useEditCategory } from '../api/edit-category.ts';
import { useEditSubcategory } from '../api/edit-subcategory.ts';
import { useInvalidateMenu } from '../api/invalidate.ts';
import { useUpdateMedia } from '../api/update-media.ts';
import { useUpdatePublish } from '../api/update-publish.ts';

export type MenuGroupKind = 'category' | 'subcategory';

export const GROUP_NOUN: Record<MenuGroupKind, 'Category' | 'Subcategory'> = {
  category: 'Category',
  subcategory: 'Subcategory',
};

/** What the category or subcategory form hands over on Save. */
export interface MenuGroupValues {
  name: string;
  /** A newly picked (and cropped) image, uploaded on save. */
  pendingFile: File | null;
  /** The user removed the image that was there. */
  imageRemoved: boolean;
  hidden: boolean;
  /** Showing a hidden subcategory: show the items its hide hid too. */
  showHiddenItems: boolean;
}

interface SavedGroup {
  id: string;
  name: string;
  image: string | null;
  isVisible: boolean;
}

/** How many items went with a subcategory's hide or show, for the toast. */
function visibilityToastDetail(result: { itemsHidden?: number; itemsShown?: number }): string | undefined {
  const count = result.itemsHidden || result.itemsShown || 0;
  if (count === 0) return undefined;
  const items = count === 1 ? '1 item' : `${count} items`;
  return result.itemsHidden ? `${items} hidden with it.` : `${items} shown with it.`;
}

/**
 * The edit-save of spec §4, shared by categories and subcategories: only what changed is sent,
 * image first, then name, then visibility, each with its own toast; the first failure stops
 * the save and what succeeded stays. The menu is refetched once at the end.
 * @returns whether everything was saved (the dialog then closes).
 */
export function useSaveMenuGroup(kind: MenuGroupKind, username: string) {
  const noun = GROUP_NOUN[kind];
  const updateMedia = useUpdateMedia();
  const renameCategory = useEditCategory(username);
  const renameSubcategory = useEditSubcategory();
  const publish = useUpdatePublish(username, { invalidate: false });
  const invalidate = useInvalidateMenu(username);

  return async function save(group: SavedGroup, values: MenuGroupValues, folderName: string): Promise<boolean> {
    const imageRemoved = values.imageRemoved && group.image !== null;
    const nameChanged = values.name !== group.name;
    const visibilityChanged = values.hidden === group.isVisible;
    if (!values.pendingFile && !imageRemoved && !nameChanged && !visibilityChanged) {
      toast({ title: 'No changes', description: 'No changes detected.' });
      return false;
    }
    try {
      if (values.pendingFile || imageRemoved) {
        await updateMedia.mutateAsync({ type: kind, id: group.id, folderName, file: values.pendingFile });
        toast({ title: values.pendingFile ? `${noun} image updated!` : 'Image removed' });
      }
      if (nameChanged) {
        const rename = kind === 'category' ? renameCategory : renameSubcategory;
        await rename.mutateAsync({ id: group.id, name: values.name });
        toast({ title: `${noun} name updated!` });
      }
      if (visibilityChanged) {
        const result = await publish.mutateAsync({
          id: group.id,
          type: kind === 'category' ? 'Category' : 'SubCategory',
          isVisible: !values.hidden,
          showItems: values.showHiddenItems,
        });
        toast({
          title: values.hidden ? `${noun} hidden successfully` : `${noun} shown successfully`,
          description: visibilityToastDetail(result),
        });
      }
      return true;
    } catch (error) {
      toastError(error instanceof Error ? error.message : `Failed to update ${kind}. Please try again.`);
      return false;
    } finally {
      void invalidate();
    }
  };
}
