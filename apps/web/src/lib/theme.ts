import {
  DEFAULT_THEME,
  createTheme,
  type DrawerProps,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  type SelectProps,
} from '@mantine/core';

/**
 * Mantine's palettes with shades 6–9 darkened until text in them reads at WCAG AA (4.5:1) on
 * white and on their own light tint, and white text reads on them (issue 15: text contrast
 * failed on every screen). Shade 6 is what filled buttons, light badges, outlines and links
 * use (the theme's primary shade); gray 6 is also `dimmed` text. Shades 0–5 (tints,
 * backgrounds) stay Mantine's. Checked by theme.test.ts.
 */
const AA_SHADES: Record<string, [string, string, string, string]> = {
  gray: ['#636a72', '#495057', '#343a40', '#212529'],
  red: ['#ce0606', '#b20e0e', '#951616', '#791919'],
  orange: ['#aa4e01', '#994004', '#823207', '#702508'],
  yellow: ['#896103', '#7d5100', '#6e4000', '#613200'],
  green: ['#277836', '#20682d', '#1a5726', '#164820'],
  teal: ['#0c7757', '#08684b', '#05563d', '#054833'],
  cyan: ['#0e7381', '#0b6573', '#085460', '#074651'],
  blue: ['#156bb6', '#155d9e', '#114d85', '#0f3f6c'],
  grape: ['#a628c6', '#8e2ea6', '#752988', '#612171'],
  // The rest of the palette avatars pick initials' colours from (`color="initials"`).
  pink: ['#c71b58', '#aa2252', '#8f1b44', '#761537'],
  violet: ['#7044f1', '#5e31e5', '#4f27c5', '#442b8e'],
  indigo: ['#3158f4', '#1f46e7', '#213fb5', '#26378b'],
  lime: ['#4b7511', '#40660c', '#345608', '#2c4706'],
};

const colors = Object.fromEntries(
  Object.entries(AA_SHADES).map(([name, shades]) => [
    name,
    [...DEFAULT_THEME.colors[name]!.slice(0, 6), ...shades] as unknown as MantineColorsTuple,
  ]),
);

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 6,
  colors,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  // Someone who asked their device for less motion gets dialogs, menus and toasts without their
  // fades and slides (WCAG 2.3.3); the journeys browse that way too, so they wait for no transition.
  respectReducedMotion: true,
  // Plain objects rather than `Modal.extend(...)` (which only returns its argument): naming the
  // components here would put Modal, Drawer and Menu in every page's first script (issue 15).
  components: {
    // Mantine's close buttons are icons without a name; every dialog, drawer and toast says "Close".
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps> },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<NotificationProps> },
    // A menu holds menu items only (ARIA); without the placeholder, focus goes to the first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // A closed select renders no dropdown: Mantine's default keeps every option list mounted and
    // placed (Floating UI, a forced style pass), which made up a fifth of opening Add Item's sheet
    // with its three selects on a throttled phone (issue 15 "Speed"). The list mounts on opening.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } satisfies Partial<SelectProps> },
  },
});
