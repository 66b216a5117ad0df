import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';

/**
 * An editor's save action, kept in view at the bottom of the screen while the form scrolls
 * (issue 35: "Save links" sat below the fold). On a phone it rides above the floating tab bar;
 * in a dialog (`inDialog`) it sits at the bottom of the dialog's own scroll.
 */
export function StickyFormFooter({ children, inDialog = false }: { children: ReactNode; inDialog?: boolean }) {
  const isMobile = useIsMobile();
  return (
    <Group
      justify="flex-end"
      gap="sm"
      wrap="wrap"
      py="sm"
      data-sticky-footer
      style={{
        position: 'sticky',
        // The tab bar floats 12 px above the bottom and is about 64 px tall.
        bottom: isMobile && !inDialog ? 'calc(84px + env(safe-area-inset-bottom))' : 0,
        zIndex: 5,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {children}
    </Group>
  );
}
