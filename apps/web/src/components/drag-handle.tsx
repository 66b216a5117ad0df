import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { forwardRef, type ButtonHTMLAttributes, type CSSProperties } from 'react';

type DragHandleProps = ActionIconProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'style'> & {
    /** What is being moved, for screen readers: "Drag to reorder {name}". */
    name: string;
    iconSize?: number;
    style?: CSSProperties;
  };

/**
 * The grip that starts a drag on desktop (dnd-kit's activator: spread its attributes and
 * listeners here). `touchAction: none` keeps the browser from scrolling instead of dragging.
 */
export const DragHandle = forwardRef<HTMLButtonElement, DragHandleProps>(function DragHandle(
  { name, iconSize = 14, style, ...props },
  ref,
) {
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      aria-label={`Drag to reorder ${name}`}
      style={{ cursor: 'grab', touchAction: 'none', ...style }}
      {...props}
    >
      <IconGripVertical size={iconSize} />
    </ActionIcon>
  );
});
