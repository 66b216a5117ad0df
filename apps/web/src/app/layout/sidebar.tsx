import { Box, Button, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '@/features/auth/hooks/use-logout.ts';
import { ProfileSwitcher } from '@/features/profiles/components/profile-switcher.tsx';
import { useFormattedPhone } from '@/hooks/use-formatted-phone.ts';
import { useSession } from '@/lib/session.ts';
import { navItems, type NavItem } from './nav-items.ts';

/** The footer's brand (spec §2: a "Powered by" footer). */
const PRODUCT_NAME = 'Venue Dashboard';

/** Desktop: the fixed left sidebar of spec §2 Layout. */
export function Sidebar() {
  const { user, userProfile } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  // Issue 15: the person's own name (their username only when they gave none) and a readable number.
  const displayName = userProfile?.name || userProfile?.userName || 'Your account';
  const mobileNumber = userProfile?.mobileNumber ?? user?.mobileNumber;
  const phoneText = useFormattedPhone(mobileNumber);

  return (
    <Stack h="100%" gap="md">
      <ProfileSwitcher />
      <ScrollArea style={{ flex: 1 }}>
        <Box component="nav" aria-label="Main navigation">
          {navItems(Boolean(user?.canSeeDashboard)).map((item) => (
            <Box key={item.to}>
              <SidebarLink item={item} pathname={pathname} />
              {item.children?.map((child) => (
                <SidebarLink key={child.to} item={child} pathname={pathname} nested />
              ))}
            </Box>
          ))}
        </Box>
      </ScrollArea>
      <Stack gap="xs">
        <Divider />
        <Box role="group" aria-label="Logged in as">
          <Text size="sm" fw={600} truncate>
            {displayName}
          </Text>
          {mobileNumber && (
            <Text size="xs" c="dimmed">
              {phoneText}
            </Text>
          )}
        </Box>
        <Button variant="default" leftSection={<IconLogout size={16} />} onClick={() => void logout()} fullWidth>
          Log out
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Powered by {PRODUCT_NAME}
        </Text>
      </Stack>
    </Stack>
  );
}

function SidebarLink({ item, pathname, nested = false }: { item: NavItem; pathname: string; nested?: boolean }) {
  const active = item.matches(pathname);
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      leftSection={<item.icon size={nested ? 18 : 20} stroke={1.6} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      pl={nested ? 'xl' : undefined}
      mb={4}
    />
  );
}
