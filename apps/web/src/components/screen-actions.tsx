import { ActionIcon, Button, Loader, Menu } from '@mantine/core';
import { IconDotsVertical, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AccessRequirement } from '@/lib/permissions.ts';
import { AccessGuard } from './access-guard/index.ts';

/** One secondary control of a screen's header (download, import, preview...). */
export interface ScreenAction {
  label: string;
  icon: Icon;
  onClick: () => void;
  loading?: boolean;
  /** A write: shown greyed behind the access guard to people without this right. */
  guard?: AccessRequirement;
}

interface Props {
  actions: ScreenAction[];
  /** On a phone the controls fold into one "More actions" menu, so the first dish shows without scrolling (issue 15). */
  collapsed: boolean;
  /** Entries only the folded menu offers (on a desktop they are elsewhere, e.g. in the sidebar). */
  menuOnly?: ScreenAction[];
}

/** A screen's secondary header controls: buttons on a desktop, an overflow menu on a phone. */
export function ScreenActions({ actions, collapsed, menuOnly = [] }: Props) {
  if (!collapsed) {
    return (
      <>
        {actions.map((action) =>
          guarded(
            action,
            <Button
              key={action.label}
              variant="default"
              leftSection={<action.icon size={16} />}
              loading={action.loading}
              onClick={action.onClick}
            >
              {action.label}
            </Button>,
          ),
        )}
      </>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="More actions">
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {[...actions, ...menuOnly].map((action) =>
          guarded(
            action,
            <Menu.Item
              key={action.label}
              leftSection={action.loading ? <Loader size={14} /> : <action.icon size={16} />}
              disabled={action.loading}
              onClick={action.onClick}
            >
              {action.label}
            </Menu.Item>,
            true,
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** A menu entry's guard fills the dropdown's width; a button's sits inline with its neighbours. */
function guarded(action: ScreenAction, control: ReactNode, block = false): ReactNode {
  if (!action.guard) return control;
  return (
    <AccessGuard key={action.label} mode="disable" block={block} {...action.guard}>
      {control}
    </AccessGuard>
  );
}
