import type { CSSProperties, ReactNode } from 'react';
import { Box, Center, Overlay, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useAccess, type AccessRequirement } from '@/lib/permissions.ts';

/** Spec §2 "Access guards shown in the UI", word for word. */
export const ACCESS_RESTRICTED_TITLE = 'Access Restricted';
export const NO_ACCESS_MESSAGE = "You don't have permission to access this feature";
export const NO_EDIT_MESSAGE = "You don't have permission to edit this feature";

/**
 * The four presentations of spec §2 for content the caller may not use:
 * - fallback: show `fallback` (nothing by default) instead
 * - mask: a white mask reading "Access Restricted", tooltip NO_ACCESS_MESSAGE
 * - disable: greyed and non-interactive, tooltip NO_EDIT_MESSAGE
 * - unselectable: shown as is, but cannot be clicked, focused or selected
 */
export type AccessGuardMode = 'fallback' | 'mask' | 'disable' | 'unselectable';

export interface AccessGuardProps extends AccessRequirement {
  mode: AccessGuardMode;
  children: ReactNode;
  /** What 'fallback' shows instead of the children. */
  fallback?: ReactNode;
  /** Lay the guard out as a block (panels) rather than inline (buttons). Masks are blocks. */
  block?: boolean;
}

/**
 * The restricted view of spec §2 ("Access Restricted" with a lock): inside the mask, and on
 * its own for a whole screen that no role of a profile opens (the super-admin area).
 */
export function AccessRestricted({ message }: { message?: string }) {
  return (
    <Stack align="center" gap={4}>
      <ThemeIcon variant="light" color="gray" radius="xl" size="lg">
        <IconLock size={18} />
      </ThemeIcon>
      <Text fw={600} c="dimmed">
        {ACCESS_RESTRICTED_TITLE}
      </Text>
      {message && (
        <Text size="sm" c="dimmed" ta="center">
          {message}
        </Text>
      )}
    </Stack>
  );
}

const TOOLTIP_EVENTS = { hover: true, focus: true, touch: true };

/**
 * Children that cannot be clicked, focused or selected. `hidden` also hides them from
 * assistive technology (behind a mask there is nothing to read); otherwise a greyed button
 * keeps its name, so a screen reader can say what is unavailable.
 */
function Inert({ children, style, hidden = false }: { children: ReactNode; style?: CSSProperties; hidden?: boolean }) {
  return (
    <div inert aria-hidden={hidden || undefined} style={{ pointerEvents: 'none', userSelect: 'none', ...style }}>
      {children}
    </div>
  );
}

/**
 * Wraps content that needs a permission flag or role, e.g.
 * `<AccessGuard flag="digitalMenuAccess" mode="disable"><Button>Add Item</Button></AccessGuard>`.
 * While permissions load, the content is dimmed and inert. This is presentation only: the
 * server refuses the call itself whatever the screen shows.
 */
export function AccessGuard({ mode, children, fallback = null, block, flag, role }: AccessGuardProps) {
  const decision = useAccess({ flag, role });
  const display = block || mode === 'mask' ? 'block' : 'inline-block';

  if (decision === 'allowed') return <>{children}</>;

  if (decision === 'loading') {
    return (
      <Box data-access-guard="loading" aria-busy="true" style={{ display }}>
        <Inert style={{ opacity: 0.5 }}>{children}</Inert>
      </Box>
    );
  }

  switch (mode) {
    case 'fallback':
      return <>{fallback}</>;
    case 'mask':
      return (
        <Box data-access-guard="mask" pos="relative" style={{ display }}>
          <Inert hidden>{children}</Inert>
          <Tooltip label={NO_ACCESS_MESSAGE} events={TOOLTIP_EVENTS} withArrow>
            <Overlay
              color="#fff"
              backgroundOpacity={0.88}
              blur={2}
              zIndex={5}
              tabIndex={0}
              aria-label={`${ACCESS_RESTRICTED_TITLE}. ${NO_ACCESS_MESSAGE}`}
            >
              <Center h="100%">
                <AccessRestricted />
              </Center>
            </Overlay>
          </Tooltip>
        </Box>
      );
    case 'disable':
      return (
        <Tooltip label={NO_EDIT_MESSAGE} events={TOOLTIP_EVENTS} withArrow>
          <Box
            data-access-guard="disable"
            role="group"
            aria-disabled="true"
            aria-label={NO_EDIT_MESSAGE}
            tabIndex={0}
            style={{ display, cursor: 'not-allowed' }}
          >
            <Inert style={{ opacity: 0.45, filter: 'grayscale(1)' }}>{children}</Inert>
          </Box>
        </Tooltip>
      );
    case 'unselectable':
      return (
        <Box data-access-guard="unselectable" aria-disabled="true" style={{ display, cursor: 'not-allowed' }}>
          <Inert>{children}</Inert>
        </Box>
      );
  }
}
