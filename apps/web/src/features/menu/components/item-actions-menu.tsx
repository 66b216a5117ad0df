import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical, IconEdit, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { MenuItem } from '../types.ts';

interface Props {
  item: MenuItem;
  canEdit: boolean;
  onEdit: (item: MenuItem) => void;
  onToggleVisibility: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

/**
 * The card's three-dot menu: Edit, Hide or Show, Delete (spec §2). The Mantine Menu (a
 * floating popover per card) is mounted on first use only: a subcategory may hold hundreds
 * of cards and the screen must render them fast (issue 4 bench).
 */
export function ItemActionsMenu({ item, canEdit, onEdit, onToggleVisibility, onDelete }: Props) {
  const [used, setUsed] = useState(false);
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
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onEdit(item)}>
          Edit
        </Menu.Item>
        <Menu.Item
          leftSection={item.isVisible ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          onClick={() => onToggleVisibility(item)}
        >
          {item.isVisible ? 'Hide' : 'Show'}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(item)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
