import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { forwardRef, memo, type CSSProperties, type HTMLAttributes } from 'react';
import { DragHandle } from '@/components/drag-handle.tsx';
import { countOf } from '@/lib/plural.ts';
import type { MenuItem } from '../types.ts';
import { formatItemPrices } from '../utils/price.ts';
import { FoodTypeIcon } from './food-type-icon.tsx';
import { ItemActionsMenu } from './item-actions-menu.tsx';
import { ItemMedia } from './item-media.tsx';
import { ScheduleLine } from './schedule-line.tsx';
import hiddenLook from './hidden-look.module.css';
import classes from './item-card.module.css';

export interface ItemCardActions {
  onEdit: (item: MenuItem) => void;
  onToggleVisibility: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

interface Props extends ItemCardActions {
  item: MenuItem;
  /** Props for the drag activator (handle on desktop, the whole card on touch). */
  handleProps?: HTMLAttributes<HTMLElement>;
  handleRef?: (element: HTMLElement | null) => void;
  cardProps?: HTMLAttributes<HTMLElement>;
  /** The card's place in a windowed list: its index there and, for screen readers, position and size. */
  listProps?: { 'data-index': number; 'aria-posinset': number; 'aria-setsize': number };
  style?: CSSProperties;
  canEdit: boolean;
  highlighted?: boolean;
  showHandle: boolean;
}

/** Spec §2 "Item card". */
export const ItemCard = memo(
  forwardRef<HTMLDivElement, Props>(function ItemCard(
    {
      item,
      onEdit,
      onToggleVisibility,
      onDelete,
      handleProps,
      handleRef,
      cardProps,
      listProps,
      style,
      canEdit,
      highlighted,
      showHandle,
    },
    ref,
  ) {
    const prices = formatItemPrices(item);
    const hidden = !item.isVisible;
    // On a phone the whole card is held for 2 s to drag (spec §9): it keeps the touch listeners,
    // while the visible grip takes the draggable's role and focus (a card holding buttons cannot
    // itself be a button, and keyboard moves start from the grip).
    const heldToDrag = cardProps !== undefined && !showHandle;
    const { role: _role, tabIndex, ...cardListeners } = cardProps ?? {};
    const gripAttributes = Object.fromEntries(Object.entries(cardListeners).filter(([key]) => key.startsWith('aria-')));
    const cardHandlers = Object.fromEntries(Object.entries(cardListeners).filter(([key]) => !key.startsWith('aria-')));
    return (
      <Card
        ref={ref}
        withBorder
        padding="sm"
        radius="md"
        className={hidden ? hiddenLook.hidden : undefined}
        style={{
          ...style,
          position: 'relative',
          // Inset: the outline stays inside the card's own box, clear of its neighbours.
          boxShadow: highlighted ? 'inset 0 0 0 2px var(--mantine-color-teal-5)' : undefined,
        }}
        data-testid="item-card"
        data-item-id={item.id}
        aria-label={item.name}
        role="listitem"
        {...listProps}
        {...cardHandlers}
      >
        {hidden && (
          // The spec's "Hidden from Menu" overlay, as a band across the top of the card: it never
          // covers the dish's name, and nothing is faded below text contrast (issue 15).
          <Group gap={6} className={classes.hiddenBand} wrap="nowrap">
            <IconEyeOff size={14} aria-hidden />
            <Text size="xs" fw={600}>
              Hidden from Menu
            </Text>
          </Group>
        )}
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {showHandle && (
            <DragHandle
              ref={handleRef}
              name={item.name}
              iconSize={18}
              style={{ zIndex: 2 }}
              disabled={!canEdit}
              {...handleProps}
            />
          )}
          {heldToDrag && (
            <DragHandle
              ref={handleRef}
              name={item.name}
              iconSize={18}
              className={classes.grip}
              tabIndex={tabIndex}
              disabled={!canEdit}
              {...gripAttributes}
            />
          )}
          <Box className={hidden ? `${classes.thumb} ${hiddenLook.hiddenImage}` : classes.thumb}>
            <ItemMedia url={item.mediaUrl} type={item.mediaType} alt={item.name} size={72} />
          </Box>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            {/* Two lines before cutting: one line on a phone shows a few letters. */}
            <Group gap={6} wrap="nowrap" align="flex-start">
              <FoodTypeIcon type={item.foodType} />
              <Text fw={600} lineClamp={2} style={{ overflowWrap: 'break-word' }} title={item.name}>
                {item.name}
              </Text>
            </Group>
            {prices && (
              <Text size="sm" fw={600} c="teal.7">
                {prices}
              </Text>
            )}
            {item.description && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {item.description}
              </Text>
            )}
            <ScheduleLine availability={item.availability} />
            <Group gap={6}>
              {item.isFeatured && (
                <Badge size="xs" color="orange" variant="light">
                  Chef&apos;s Choice
                </Badge>
              )}
              {hidden && (
                <Badge size="xs" color="gray" variant="light">
                  Hidden
                </Badge>
              )}
              {item.isSoldOut && (
                <Badge size="xs" color="red.9">
                  Sold out today
                </Badge>
              )}
              {item.varieties.length > 0 && (
                <Badge size="xs" color="blue" variant="light">
                  {countOf(item.varieties.length, 'variant')}
                </Badge>
              )}
            </Group>
          </Stack>
          <ItemActionsMenu
            item={item}
            canEdit={canEdit}
            onEdit={onEdit}
            onToggleVisibility={onToggleVisibility}
            onDelete={onDelete}
          />
        </Group>
      </Card>
    );
  }),
);
