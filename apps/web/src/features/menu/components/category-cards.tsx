import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Card, Center, Group, Menu, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDotsVertical, IconEdit, IconEye, IconEyeOff, IconToolsKitchen2, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DragHandle } from '@/components/drag-handle.tsx';
import { SortableList } from '@/components/sortable-list.tsx';
import { countOf } from '@/lib/plural.ts';
import type { MenuCategory } from '../types.ts';
import { ScheduleLine } from './schedule-line.tsx';
import hiddenLook from './hidden-look.module.css';

interface Props {
  categories: MenuCategory[];
  counts: Map<string, { subcategories: number; items: number }>;
  canEdit: boolean;
  isMobile: boolean;
  onOpen: (category: MenuCategory) => void;
  onEdit: (category: MenuCategory) => void;
  onToggleVisibility: (category: MenuCategory) => void;
  onDelete: (category: MenuCategory) => void;
  onReorder: (oldIds: string[], newIds: string[]) => void;
}

/** Home's category cards (decisions §5): open the menu on that category; manage and reorder. */
export function CategoryCards({ categories, onReorder, isMobile, ...rest }: Props) {
  const ids = categories.map((c) => c.id);
  return (
    <SortableList ids={ids} layout="grid" label="categories" onReorder={onReorder}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md" role="list" aria-label="Categories">
        {categories.map((category) => (
          <CategoryCard key={category.id} category={category} isMobile={isMobile} {...rest} />
        ))}
      </SimpleGrid>
    </SortableList>
  );
}

function CategoryCard({
  category,
  counts,
  canEdit,
  isMobile,
  onOpen,
  onEdit,
  onToggleVisibility,
  onDelete,
}: Omit<Props, 'categories' | 'onReorder'> & { category: MenuCategory }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: category.id,
    disabled: !canEdit,
  });
  const [failed, setFailed] = useState(false);
  const count = counts.get(category.id) ?? { subcategories: 0, items: 0 };
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding={0}
      role="listitem"
      data-testid="category-card"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.7 : 1,
        zIndex: isDragging ? 5 : undefined,
      }}
      className={category.isVisible ? undefined : hiddenLook.hidden}
      {...(isMobile && canEdit ? listeners : {})}
    >
      <UnstyledButton onClick={() => onOpen(category)} aria-label={`Open ${category.name}`}>
        {category.image && !failed ? (
          <img
            src={category.image}
            alt=""
            style={{
              width: '100%',
              height: 110,
              objectFit: 'cover',
              display: 'block',
            }}
            className={category.isVisible ? undefined : hiddenLook.hiddenImage}
            onError={() => setFailed(true)}
          />
        ) : (
          <Center h={110} bg="gray.1">
            <IconToolsKitchen2 size={36} color="var(--mantine-color-gray-5)" />
          </Center>
        )}
      </UnstyledButton>
      <Group justify="space-between" wrap="nowrap" p="xs" gap={4}>
        {!isMobile && canEdit && (
          <DragHandle ref={setActivatorNodeRef} size="sm" name={category.name} {...attributes} {...listeners} />
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} truncate>
              {category.name}
            </Text>
            {!category.isVisible && (
              <Badge size="xs" color="gray">
                Hidden
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {countOf(count.subcategories, 'subcategory', 'subcategories')} · {countOf(count.items, 'item')}
          </Text>
          <ScheduleLine availability={category.availability} truncate />
        </Stack>
        {canEdit && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${category.name}`}>
                <IconDotsVertical size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onEdit(category)}>
                Edit
              </Menu.Item>
              <Menu.Item
                leftSection={category.isVisible ? <IconEyeOff size={16} /> : <IconEye size={16} />}
                onClick={() => onToggleVisibility(category)}
              >
                {category.isVisible ? 'Hide' : 'Show'}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(category)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Card>
  );
}
