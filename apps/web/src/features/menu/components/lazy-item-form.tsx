import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { ItemForm as ItemFormComponent } from './item-form.tsx';

const loadItemForm = () => import('./item-form.tsx');
const ItemForm = lazy(() => loadItemForm().then((module) => ({ default: module.ItemForm })));

/**
 * Starts loading the item form's chunk: the menu screen calls it once it has shown the menu
 * and when Add Item is pointed at, so the sheet opens with its form at once (issue 15 "Speed":
 * the form, its validation and the media picker stay out of /menu's first load).
 */
export function preloadItemForm() {
  void loadItemForm();
}

/** The Add Item / Edit Item form (item-form.tsx), from its own chunk. */
export function LazyItemForm(props: ComponentProps<typeof ItemFormComponent>) {
  return (
    <Suspense
      fallback={
        <Center py="xl" role="status" aria-label="Loading the form">
          <Loader size="sm" />
        </Center>
      }
    >
      <ItemForm {...props} />
    </Suspense>
  );
}
