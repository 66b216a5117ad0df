import { ActionIcon, Avatar, Badge, Box, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconEdit, IconSettings } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { TOAST_MS } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import {
  loadDragLayer,
  useDragLayer,
  useSortableSlot,
  useSortableSlots,
  type SortableSlots,
} from '@/components/deferred-sortable/index.ts';
import { DragHandle } from '@/components/drag-handle.tsx';
import { countOf } from '@/lib/plural.ts';
import { toast } from '@/lib/toast.ts';
import type { MenuSubcategory } from '../types.ts';
import { cutSubcategoryName } from '../utils/text.ts';
import hiddenLook from './hidden-look.module.css';
import { ScheduleLine } from './schedule-line.tsx';
import classes from './subcategory-sidebar.module.css';

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
  /** One row above the dishes instead of a column beside them (a phone, or a compact desktop: issue 35). */
  strip?: boolean;
}

/**
 * Spec §2 sidebar "Subcategories": an "Add/Edit SubCategory" entry, then sortable cards with
 * item counts; selecting toggles. A desktop side panel; on a phone a sideways strip above the
 * dishes (issue 15 moved it off the left rail so dish cards get the full width).
 */
export const SubcategorySidebar = memo(function SubcategorySidebar({
  subcategories,
  counts,
  selectedId,
  onSelect,
  onEdit,
  onManage,
  onReorder,
  canEdit,
  isMobile,
  strip = isMobile,
}: Props) {
  const ids = subcategories.map((s) => s.id);
  // dnd-kit comes with the drag layer, a moment after the sidebar shows (components/deferred-sortable).
  const slots = useSortableSlots();
  const layer = useDragLayer(canEdit);
  const wake = canEdit ? () => void loadDragLayer() : undefined;
  const manage = (
    // Spec §6: the add and edit subcategory buttons sit behind the menu-access guard.
    <AccessGuard flag="digitalMenuAccess" mode="disable" block={!strip}>
      <UnstyledButton onClick={onManage} aria-label="Add/Edit SubCategory" w={strip ? undefined : '100%'}>
        <Paper withBorder p={isMobile ? 8 : 'xs'} radius="md" style={{ borderStyle: 'dashed' }}>
          <Group gap={6} wrap="nowrap">
            <IconSettings size={16} />
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {isMobile ? 'Add/Edit' : 'Add/Edit SubCategory'}
            </Text>
          </Group>
        </Paper>
      </UnstyledButton>
    </AccessGuard>
  );
  const cards = subcategories.map((subcategory) => (
    <SortableSubcategoryCard
      key={subcategory.id}
      slots={slots}
      subcategory={subcategory}
      count={counts.get(subcategory.id) ?? 0}
      selected={subcategory.id === selectedId}
      onSelect={() => onSelect(subcategory.id)}
      onEdit={() => onEdit(subcategory)}
      canEdit={canEdit}
      isMobile={isMobile}
    />
  ));
  const onDragStart = () => toast({ title: 'Drag to reorder subcategories', durationMs: TOAST_MS });
  const dragLayer = layer && canEdit && (
    <layer.SortableLayer
      slots={slots}
      ids={ids}
      mountedIds={ids}
      disabled={false}
      layout={strip ? 'horizontal' : 'vertical'}
      label="subcategories"
      onDragStart={onDragStart}
      onReorder={onReorder}
    />
  );
  if (strip) {
    // A phone or a compact desktop: one row that scrolls sideways above the dishes, so the dish cards keep the full width (issue 15).
    return (
      <Box component="nav" aria-label="Subcategories" className={classes.strip}>
        {manage}
        <Group gap={6} wrap="nowrap" role="list" onPointerEnter={wake} onFocus={wake}>
          {cards}
        </Group>
        {dragLayer}
      </Box>
    );
  }
  return (
    <Stack gap="xs" component="nav" aria-label="Subcategories">
      <Title order={4} size="h5">
        Subcategories
      </Title>
      {manage}
      <Stack gap={6} role="list" onPointerEnter={wake} onFocus={wake}>
        {cards}
      </Stack>
      {dragLayer}
    </Stack>
  );
});

interface CardProps {
  slots: SortableSlots;
  subcategory: MenuSubcategory;
  count: number;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  canEdit: boolean;
  isMobile: boolean;
}

function SortableSubcategoryCard({ slots, subcategory, count, selected, onSelect, onEdit, canEdit, isMobile }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortableSlot(
    slots,
    subcategory.id,
    !canEdit,
  );
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
      p={isMobile ? 6 : 'xs'}
      role="listitem"
      data-testid="subcategory-card"
      data-subcategory-id={subcategory.id}
      className={hidden ? hiddenLook.hidden : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      style={{
        transform,
        transition,
        opacity: isDragging ? 0.6 : 1,
        borderColor: selected ? 'var(--mantine-color-teal-6)' : undefined,
        background: selected ? 'var(--mantine-color-teal-0)' : undefined,
        touchAction: isMobile ? 'manipulation' : undefined,
        zIndex: isDragging ? 5 : undefined,
        flexShrink: 0,
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
          <Group gap={8} wrap="nowrap">
            {/* Hidden ones are greyed by their picture and a badge, not by fading the text (contrast, issue 15). */}
            <Avatar
              src={subcategory.image}
              size={isMobile ? 28 : 32}
              radius="xl"
              alt=""
              className={hidden ? hiddenLook.hiddenImage : undefined}
            >
              {subcategory.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Box style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {label}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {countOf(count, 'item')}
              </Text>
              <ScheduleLine availability={subcategory.availability} truncate />
            </Box>
          </Group>
        </UnstyledButton>
        {hidden && (
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
    </Paper>
  );
}
