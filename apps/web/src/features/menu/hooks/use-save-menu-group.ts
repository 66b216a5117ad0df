import type { Availability } from '@venue/shared';
import { toast, toastError } from '@/lib/toast.ts';
import { useEditCategory } from '../api/edit-category.ts';
import { useEditSubcategory } from '../api/edit-subcategory.ts';
import { useInvalidateMenu } from '../api/invalidate.ts';
import { useUpdateMedia } from '../api/update-media.ts';
import { useUpdatePublish } from '../api/update-publish.ts';

export type MenuGroupKind = 'category' | 'subcategory';

/**
 * The texts of each kind, written out whole rather than built from the noun: they are the
 * spec's words (§2 edit dialog, §8 toasts), which the spec-strings check
 * (apps/server/test/spec-strings.test.ts) looks for, and a search for a toast finds its code.
 */
export const GROUP_TEXTS: Record<
  MenuGroupKind,
  {
    nameLabel: string;
    hideLabel: string;
    hideDescription: string;
    imageUpdated: string;
    nameUpdated: string;
    availabilityUpdated: string;
    hidden: string;
    shown: string;
    updateFailed: string;
  }
> = {
  subcategory: {
    nameLabel: 'Subcategory Name',
    hideLabel: 'Hide Subcategory',
    hideDescription: 'Hide this subcategory from customers',
    imageUpdated: 'Subcategory image updated!',
    nameUpdated: 'Subcategory name updated!',
    availabilityUpdated: 'Subcategory times updated!',
    hidden: 'Subcategory hidden successfully',
    shown: 'Subcategory shown successfully',
    updateFailed: 'Failed to update subcategory. Please try again.',
  },
  category: {
    nameLabel: 'Category Name',
    hideLabel: 'Hide Category',
    hideDescription: 'Hide this category from customers',
    imageUpdated: 'Category image updated!',
    nameUpdated: 'Category name updated!',
    availabilityUpdated: 'Category times updated!',
    hidden: 'Category hidden successfully',
    shown: 'Category shown successfully',
    updateFailed: 'Failed to update category. Please try again.',
  },
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
  /** When it is on the guest menu (decisions §7); empty: always. */
  availability: Availability;
}

interface SavedGroup {
  id: string;
  name: string;
  image: string | null;
  isVisible: boolean;
  availability: Availability;
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
  const texts = GROUP_TEXTS[kind];
  const updateMedia = useUpdateMedia();
  const renameCategory = useEditCategory(username);
  const renameSubcategory = useEditSubcategory();
  const publish = useUpdatePublish(username, { invalidate: false });
  const invalidate = useInvalidateMenu(username);

  return async function save(group: SavedGroup, values: MenuGroupValues, folderName: string): Promise<boolean> {
    const imageRemoved = values.imageRemoved && group.image !== null;
    const nameChanged = values.name !== group.name;
    const scheduleChanged = JSON.stringify(values.availability) !== JSON.stringify(group.availability);
    const visibilityChanged = values.hidden === group.isVisible;
    if (!values.pendingFile && !imageRemoved && !nameChanged && !scheduleChanged && !visibilityChanged) {
      toast({ title: 'No changes', description: 'No changes detected.' });
      return false;
    }
    try {
      if (values.pendingFile || imageRemoved) {
        await updateMedia.mutateAsync({ type: kind, id: group.id, folderName, file: values.pendingFile });
        toast({ title: values.pendingFile ? texts.imageUpdated : 'Image removed' });
      }
      // The edit call carries the name and the schedule (decisions §7): one call for either.
      if (nameChanged || scheduleChanged) {
        const rename = kind === 'category' ? renameCategory : renameSubcategory;
        await rename.mutateAsync({
          id: group.id,
          name: values.name,
          availability: scheduleChanged ? values.availability : undefined,
        });
        toast({ title: nameChanged ? texts.nameUpdated : texts.availabilityUpdated });
      }
      if (visibilityChanged) {
        const result = await publish.mutateAsync({
          id: group.id,
          type: kind === 'category' ? 'Category' : 'SubCategory',
          isVisible: !values.hidden,
          showItems: values.showHiddenItems,
        });
        toast({
          title: values.hidden ? texts.hidden : texts.shown,
          description: visibilityToastDetail(result),
        });
      }
      return true;
    } catch (error) {
      toastError(error instanceof Error ? error.message : texts.updateFailed);
      return false;
    } finally {
      void invalidate();
    }
  };
}
