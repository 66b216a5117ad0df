import { Modal } from '@mantine/core';
import type { ComponentProps } from 'react';
import { SubcategoryCarousel } from './subcategory-carousel.tsx';

type Props = ComponentProps<typeof SubcategoryCarousel> & { opened: boolean; onClose: () => void };

/** Spec §2: "Add/Edit SubCategory" opens a "Manage Subcategories" modal with the carousel strip. */
export function ManageSubcategoriesDialog({ opened, onClose, ...carousel }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Manage Subcategories" size="xl" centered>
      <SubcategoryCarousel {...carousel} />
    </Modal>
  );
}
