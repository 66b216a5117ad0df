import { ActionIcon, Menu } from '@mantine/core';
import {
  IconCircleCheck,
  IconDotsVertical,
  IconEdit,
  IconEye,
  IconEyeOff,
  IconToolsKitchen2Off,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useActiveProfile } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useUpdateSoldOut } from '../api/update-sold-out.ts';
import { GUEST_VISIBILITY_TEXTS } from '../hooks/use-guest-visibility.ts';
import type { MenuItem } from '../types.ts';

export const SOLD_OUT_TEXTS = {
  markSoldOut: 'Sold out today',
  markAvailable: 'Back in stock',
  markedSoldOut: 'Marked sold out until tomorrow',
  markedAvailable: 'Item back in stock',
} as const;

interface Props {
  item: MenuItem;
  canEdit: boolean;
  onEdit: (item: MenuItem) => void;
  onToggleVisibility: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

/**
 * "Sold out today" or "Back in stock" (issue 15): guests see it at once (docs/decisions/0015).
 * Lives in the opened menu's component, which stays mounted after its dropdown closes, so the
 * call's outcome still reaches the toast.
 */
function useSoldOutToggle(item: MenuItem) {
  const { mutate } = useUpdateSoldOut(useActiveProfile()?.userName ?? '');
  return () =>
    mutate(
      { id: item.id, soldOut: !item.isSoldOut },
      {
        onSuccess: () =>
          toast(
            item.isSoldOut
              ? { title: SOLD_OUT_TEXTS.markedAvailable, description: GUEST_VISIBILITY_TEXTS.backInStockNow }
              : { title: SOLD_OUT_TEXTS.markedSoldOut, description: GUEST_VISIBILITY_TEXTS.soldOutNow },
          ),
        onError: (error) => toastError(error.message),
      },
    );
}

/**
 * The card's three-dot menu: Edit, then under "Guests see these at once" Hide or Show, "Sold out
 * today" and Delete (spec §2, issue 15): an edit waits for Publish Changes, these do not (issue 35).
 * The Mantine Menu (a floating popover per card) is mounted on first use only: a subcategory
 * may hold hundreds of cards and the screen must render them fast (issue 4 bench).
 */
export function ItemActionsMenu(props: Props) {
  const [used, setUsed] = useState(false);
  const { item, canEdit } = props;
  const trigger = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={`Actions for ${item.name}`}
      aria-haspopup="menu"
      style={{ zIndex: 2 }}
      disabled={!canEdit}
      onClick={used ? undefined : () => setUsed(true)}
    >
      <IconDotsVertical size={18} />
    </ActionIcon>
  );
  if (!used) return trigger;
  return <OpenedActionsMenu {...props} trigger={trigger} />;
}

function OpenedActionsMenu({ item, onEdit, onToggleVisibility, onDelete, trigger }: Props & { trigger: ReactNode }) {
  const toggleSoldOut = useSoldOutToggle(item);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onEdit(item)}>
          Edit
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{GUEST_VISIBILITY_TEXTS.instantGroup}</Menu.Label>
        <Menu.Item
          leftSection={item.isVisible ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          onClick={() => onToggleVisibility(item)}
        >
          {item.isVisible ? 'Hide' : 'Show'}
        </Menu.Item>
        <Menu.Item
          leftSection={item.isSoldOut ? <IconCircleCheck size={16} /> : <IconToolsKitchen2Off size={16} />}
          onClick={toggleSoldOut}
        >
          {item.isSoldOut ? SOLD_OUT_TEXTS.markAvailable : SOLD_OUT_TEXTS.markSoldOut}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(item)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
