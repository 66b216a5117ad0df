import { Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { MenuItem, MenuSubcategory } from '../types.ts';
import type { ItemCardActions } from './item-card.tsx';
import { SortableItemList } from './sortable-item-list.tsx';

export interface ItemSection {
  subcategory: MenuSubcategory;
  items: MenuItem[];
}

interface Props extends ItemCardActions {
  sections: ItemSection[];
  /** One subcategory chosen: no section titles. */
  single: boolean;
  sortable: boolean;
  canEdit: boolean;
  isMobile: boolean;
  highlightedId: string | null;
  onReorder: (oldIds: string[], newIds: string[]) => void;
}

const EMPTY_TEXT = 'No menu items in this category. Add your first item!';

/** The item cards, one sortable list per subcategory; memoised so typing a search never re-renders them. */
export const ItemSections = memo(function ItemSections({ sections, single, ...list }: Props) {
  if (sections.every((section) => section.items.length === 0)) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text ta="center" c="dimmed">
          {EMPTY_TEXT}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="lg">
      {sections.map(({ subcategory, items }) => (
        <Stack key={subcategory.id} gap="xs" component="section" aria-label={subcategory.name}>
          {!single && (
            <Text fw={600} size="sm" c={subcategory.isVisible ? undefined : 'dimmed'}>
              {subcategory.name}
            </Text>
          )}
          <SortableItemList items={items} {...list} />
        </Stack>
      ))}
    </Stack>
  );
});
