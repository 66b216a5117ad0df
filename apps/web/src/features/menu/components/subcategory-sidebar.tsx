import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Avatar, Badge, Box, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconEdit, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { TOAST_MS } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { DragHandle } from '@/components/drag-handle.tsx';
import { SortableList } from '@/components/sortable-list.tsx';
import { toast } from '@/lib/toast.ts';
import type { MenuSubcategory } from '../types.ts';
import { cutSubcategoryName } from '../utils/text.ts';

interface Props {
  subcategories: MenuSubcategory[];
  counts: Map<string, number>;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onEdit: (subcategory: MenuSubcategory) => void;
  onManage: () => void;
  onReorder: (oldIds: string[], newIds: string[]) => void;
  canEdit: boolean;
  isMobile: boolean;
}

/**
 * Spec §2 sidebar "Subcategories" (desktop side panel, mobile left rail): an "Add/Edit
 * SubCategory" row, then sortable cards with item counts; selecting toggles.
 */
export function SubcategorySidebar({
  subcategories,
  counts,
  selectedId,
  onSelect,
  onEdit,
  onManage,
  onReorder,
  canEdit,
  isMobile,
}: Props) {
  const ids = subcategories.map((s) => s.id);
  return (
    <Stack gap="xs" component="nav" aria-label="Subcategories">
      {!isMobile && <Title order={5}>Subcategories</Title>}
      {/* Spec §6: the add and edit subcategory buttons sit behind the menu-access guard. */}
      <AccessGuard flag="digitalMenuAccess" mode="disable" block>
        <UnstyledButton onClick={onManage} aria-label="Add/Edit SubCategory" w="100%">
          <Paper withBorder p={isMobile ? 6 : 'xs'} radius="md" style={{ borderStyle: 'dashed' }}>
            <Group gap={6} wrap="nowrap" justify={isMobile ? 'center' : 'flex-start'}>
              <IconSettings size={16} />
              <Text size={isMobile ? '10px' : 'sm'} fw={500} ta="center">
                Add/Edit SubCategory
              </Text>
            </Group>
          </Paper>
        </UnstyledButton>
      </AccessGuard>
      <SortableList
        ids={ids}
        label="subcategories"
        onDragStart={() => toast({ title: 'Drag to reorder subcategories', durationMs: TOAST_MS })}
        onReorder={onReorder}
      >
        <Stack gap={6} role="list">
          {subcategories.map((subcategory) => (
            <SortableSubcategoryCard
              key={subcategory.id}
              subcategory={subcategory}
              count={counts.get(subcategory.id) ?? 0}
              selected={subcategory.id === selectedId}
              onSelect={() => onSelect(subcategory.id)}
              onEdit={() => onEdit(subcategory)}
              canEdit={canEdit}
              isMobile={isMobile}
            />
          ))}
        </Stack>
      </SortableList>
    </Stack>
  );
}

interface CardProps {
  subcategory: MenuSubcategory;
  count: number;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  canEdit: boolean;
  isMobile: boolean;
}

function SortableSubcategoryCard({ subcategory, count, selected, onSelect, onEdit, canEdit, isMobile }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: subcategory.id,
    disabled: !canEdit,
  });
  const [hovered, setHovered] = useState(false);
  const hidden = !subcategory.isVisible;
  const label = cutSubcategoryName(subcategory.name);
  // Desktop drags by the handle; mobile by a long press on the whole card.
  const cardDragProps = isMobile && canEdit ? { ...listeners } : {};

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p={isMobile ? 4 : 'xs'}
      role="listitem"
      data-testid="subcategory-card"
      data-subcategory-id={subcategory.id}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : hidden ? 0.55 : 1,
        borderColor: selected ? 'var(--mantine-color-teal-6)' : undefined,
        background: selected ? 'var(--mantine-color-teal-0)' : undefined,
        touchAction: isMobile ? 'manipulation' : undefined,
        zIndex: isDragging ? 5 : undefined,
      }}
      {...cardDragProps}
    >
      <Group gap={6} wrap="nowrap" align="center">
        {!isMobile && canEdit && (
          <DragHandle ref={setActivatorNodeRef} size="sm" name={subcategory.name} {...attributes} {...listeners} />
        )}
        <UnstyledButton
          onClick={onSelect}
          style={{ flex: 1, minWidth: 0 }}
          aria-pressed={selected}
          aria-label={subcategory.name}
          title={subcategory.name}
        >
          {isMobile ? (
            <Stack gap={2} align="center">
              <Avatar src={subcategory.image} size={36} radius="xl" alt="">
                {subcategory.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Text size="10px" ta="center" c={hidden ? 'dimmed' : undefined} lh={1.1}>
                {label}
              </Text>
              <Text size="10px" c="dimmed">
                {count}
              </Text>
            </Stack>
          ) : (
            <Group gap={8} wrap="nowrap">
              <Avatar src={subcategory.image} size={32} radius="xl" alt="">
                {subcategory.name.slice(0, 1).toUpperCase()}
              </Avatar>
              <Box style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} c={hidden ? 'dimmed' : undefined}>
                  {label}
                </Text>
                <Text size="xs" c="dimmed">
                  {count === 1 ? '1 item' : `${count} items`}
                </Text>
              </Box>
            </Group>
          )}
        </UnstyledButton>
        {hidden && !isMobile && (
          <Badge size="xs" color="gray">
            Hidden
          </Badge>
        )}
        {canEdit && !isMobile && (
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label={`Edit ${subcategory.name}`}
            onClick={onEdit}
            style={{ opacity: hovered ? 1 : 0, transition: 'opacity 120ms' }}
          >
            <IconEdit size={14} />
          </ActionIcon>
        )}
      </Group>
      {hidden && isMobile && (
        <Badge size="xs" color="gray" fullWidth mt={2}>
          Hidden
        </Badge>
      )}
    </Paper>
  );
}
