import { Drawer, Modal, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsMobile } from '../hooks/use-is-mobile.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: string;
}

/** Spec §2: a dialog on desktop, a bottom drawer (sheet) on mobile ≤ 768 px. */
export function ResponsiveDialog({ opened, onClose, title, children, size = 'lg' }: Props) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        title={title}
        position="bottom"
        size="92%"
        radius="lg"
        scrollAreaComponent={ScrollArea.Autosize}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered scrollAreaComponent={ScrollArea.Autosize}>
      {children}
    </Modal>
  );
}
