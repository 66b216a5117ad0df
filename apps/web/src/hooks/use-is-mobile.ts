import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT_PX } from '@venue/shared';

/**
 * Spec §9: mobile means a width of 768 px or less. Read synchronously so a phone never
 * flashes the desktop layout on first paint.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false }) ?? false;
}

/**
 * Below 1,200 px a desktop's screen, beside the 272 px sidebar, has less than ~900 px (820 px
 * tablets upright, small laptop windows; issue 35): secondary actions fold into one menu and
 * side panels stack above the content. True on a phone as well.
 */
export const COMPACT_MAX_PX = 1199;

export function useIsCompact(): boolean {
  return useMediaQuery(`(max-width: ${COMPACT_MAX_PX}px)`, false, { getInitialValueInEffect: false }) ?? false;
}
