import { Drawer, Modal, ScrollArea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Width of the dialog on desktop. */
  size?: string;
  /** Height of the bottom drawer on a phone: tall for forms, 'auto' for a short question. */
  drawerSize?: string;
  /** For a dialog opened from another dialog (crop, category picker): it must sit on top. */
  zIndex?: number;
}

/**
 * Every dialog of the dashboard (spec §2): a centred dialog on desktop, a bottom drawer (sheet)
 * on a phone ≤ 768 px. Which of the two is chosen when the dialog opens: a tablet turned, or a
 * window narrowed, across 768 px while it is open would otherwise swap Modal for Drawer, and
 * React would remount the form inside with everything typed in it lost.
 */
export function ResponsiveDialog({ opened, onClose, title, children, size = 'lg', drawerSize = '92%', zIndex }: Props) {
  const isMobile = useIsMobile();
  const [asSheet, setAsSheet] = useState(isMobile);
  if (!opened && asSheet !== isMobile) setAsSheet(isMobile);
  if (asSheet) {
    // Mantine has no 'auto' drawer size, and its scroll area is always a screen tall: a short
    // question gets neither, so the sheet is as tall as its content.
    const fitsContent = drawerSize === 'auto';
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        title={title}
        position="bottom"
        size={fitsContent ? undefined : drawerSize}
        styles={fitsContent ? { content: { height: 'auto' } } : undefined}
        radius="lg"
        zIndex={zIndex}
        // The sheet scrolls natively: inside Mantine's scroll area, which grows with its content
        // while the sheet itself scrolls, a sticky footer (Add Item's buttons) never stuck and
        // sat below the fold on a phone (issue 35).
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      zIndex={zIndex}
      centered
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {children}
    </Modal>
  );
}
