import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@venue/shared';

/**
 * Spec §9: mobile means a width of 768 px or less. Read synchronously so a phone never
 * flashes the desktop layout on first paint.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false }) ?? false;
}
