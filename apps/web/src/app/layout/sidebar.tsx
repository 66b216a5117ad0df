import { Box, Button, Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '@/features/auth/hooks/use-logout.ts';
import { ProfileSwitcher } from '@/features/profiles/components/profile-switcher.tsx';
import { useSession } from '@/lib/session.ts';
import { navItems } from './nav-items.ts';

/** Desktop: the fixed left sidebar of spec §2 Layout. */
export function Sidebar() {
  const { user, userProfile } = useSession();
  const { pathname } = useLocation();
  const logout = useLogout();
  const displayName = userProfile?.userName || userProfile?.name || 'Your account';

  return (
    <Stack h="100%" gap="md">
      <ProfileSwitcher />
      <ScrollArea style={{ flex: 1 }}>
        <Box component="nav" aria-label="Main navigation">
          {navItems(Boolean(user?.canSeeDashboard)).map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={20} stroke={1.6} />}
              active={item.matches(pathname)}
              aria-current={item.matches(pathname) ? 'page' : undefined}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              mb={4}
            />
          ))}
        </Box>
      </ScrollArea>
      <Stack gap="xs">
        <Divider />
        <Box aria-label="Logged in as">
          <Text size="sm" fw={600} truncate>
            {displayName}
          </Text>
          <Text size="xs" c="dimmed">
            {userProfile?.mobileNumber ?? user?.mobileNumber}
          </Text>
        </Box>
        <Button variant="default" leftSection={<IconLogout size={16} />} onClick={() => void logout()} fullWidth>
          Log out
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Powered by Venue Dashboard
        </Text>
      </Stack>
    </Stack>
  );
}
