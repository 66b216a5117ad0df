import { DeferredSelect } from '@/components/deferred-select.tsx';
import { memo } from 'react';
import type { MenuCategory } from '../types.ts';
import { cutMobileCategoryOption } from '../utils/text.ts';

interface Props {
  categories: MenuCategory[];
  value: string | null;
  onChange: (id: string) => void;
  isMobile: boolean;
}

/** Option text of spec §2: hidden categories marked "(Hidden)"; cut at 25 characters on mobile. */
export function categoryOptionLabel(category: MenuCategory, isMobile: boolean): string {
  const label = category.isVisible ? category.name : `${category.name} (Hidden)`;
  return isMobile ? cutMobileCategoryOption(label) : label;
}

export const CategorySelect = memo(function CategorySelect({ categories, value, onChange, isMobile }: Props) {
  return (
    <DeferredSelect
      aria-label="Category"
      placeholder="Select a category"
      data={categories.map((category) => ({ value: category.id, label: categoryOptionLabel(category, isMobile) }))}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      w={isMobile ? '100%' : 260}
    />
  );
});
