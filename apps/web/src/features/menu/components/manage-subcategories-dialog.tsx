import type { ComponentProps } from 'react';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { SubcategoryCarousel } from './subcategory-carousel.tsx';

type Props = ComponentProps<typeof SubcategoryCarousel> & { opened: boolean; onClose: () => void };

/** Spec §2: "Add/Edit SubCategory" opens a "Manage Subcategories" modal with the carousel strip. */
export function ManageSubcategoriesDialog({ opened, onClose, ...carousel }: Props) {
  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Manage Subcategories" size="xl">
      <SubcategoryCarousel {...carousel} />
    </ResponsiveDialog>
  );
}
