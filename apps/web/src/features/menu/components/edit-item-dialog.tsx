import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { useSession } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useEditItem } from '../api/edit-item.ts';
import { useDraftEditNote } from '../hooks/use-guest-visibility.ts';
import type { ItemFormValues, MenuItem, MenuView } from '../types.ts';
import { LazyItemForm } from './lazy-item-form.tsx';

interface Props {
  item: MenuItem | null;
  onClose: () => void;
  username: string;
  menu: MenuView;
}

function valuesOf(item: MenuItem): ItemFormValues {
  return {
    itemName: item.name,
    description: item.description,
    price: item.price,
    type: item.foodType,
    isVisible: item.isVisible,
    chefRecommend: item.isFeatured,
    varietyArr: item.varieties.map((v) => ({ name: v.name, price: v.price, type: v.foodType })),
    ingredients: item.ingredients,
    tags: item.tags,
    availability: item.availability,
    categoryId: item.categoryId,
    subCategoryId: item.subcategoryId,
  };
}

/** Spec §2 "Edit Item form": dialog on desktop, drawer on mobile; "Update Item" / "Updating...". */
export function EditItemDialog({ item, onClose, username, menu }: Props) {
  const session = useSession();
  const editItem = useEditItem(username);
  const draftNote = useDraftEditNote();
  return (
    <ResponsiveDialog opened={item !== null} onClose={onClose} title="Edit Item">
      {item && (
        <LazyItemForm
          key={item.id}
          mode="edit"
          categories={menu.categories}
          subcategories={menu.subcategories}
          defaultValues={valuesOf(item)}
          initialMedia={item.mediaUrl && item.mediaType ? { url: item.mediaUrl, type: item.mediaType } : null}
          onCancel={onClose}
          onSubmit={async (values, media) => {
            // Spec §5: editing needs an active profile and an access token.
            if (!session.activeProfile) return toastError('No active profile selected', 'Failed to edit menu item');
            if (!session.accessToken) return toastError('No authentication token found', 'Failed to edit menu item');
            try {
              await editItem.mutateAsync({ id: item.id, values, media });
              // Spec §8's words, and after the first publish that guests see the edit once published.
              toast({
                title: 'Item updated',
                description: draftNote ? `Menu item saved successfully! ${draftNote}` : 'Menu item saved successfully!',
              });
              onClose();
            } catch (error) {
              toastError(error instanceof Error ? error.message : 'Failed to update item', 'Failed to update item');
            }
          }}
        />
      )}
    </ResponsiveDialog>
  );
}
