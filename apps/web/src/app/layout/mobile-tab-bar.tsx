import { Avatar, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { tabItems } from './nav-items.ts';

/** Mobile (≤ 768 px): the floating bottom tab bar of spec §2 Layout. */
export function MobileTabBar() {
  const { user, activeProfile, userProfile } = useSession();
  const { pathname } = useLocation();
  const avatar = activeProfile?.image || userProfile?.image || null;

  return (
    <Paper
      component="nav"
      aria-label="Main navigation"
      shadow="lg"
      radius="xl"
      withBorder
      style={{
        position: 'fixed',
        left: 12,
        right: 12,
        bottom: 'calc(12px + env(safe-area-inset-bottom))',
        zIndex: 150,
        display: 'flex',
        padding: 6,
      }}
    >
      {tabItems(Boolean(user?.canSeeDashboard)).map((item) => {
        const active = item.matches(pathname);
        const showAvatar = item.to === paths.profile.getHref() && avatar;
        return (
          <UnstyledButton
            key={item.to}
            component={Link}
            to={item.to}
            aria-current={active ? 'page' : undefined}
            style={{
              flex: 1,
              borderRadius: 'var(--mantine-radius-xl)',
              padding: '6px 4px',
              color: active ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-dimmed)',
              background: active ? 'var(--mantine-color-teal-light)' : undefined,
            }}
          >
            <Stack gap={2} align="center">
              {showAvatar ? <Avatar src={avatar} size={22} alt="" /> : <item.icon size={22} stroke={1.7} aria-hidden />}
              <Text size="xs" fw={active ? 600 : 500} inherit={false} c="inherit">
                {item.label}
              </Text>
            </Stack>
          </UnstyledButton>
        );
      })}
    </Paper>
  );
}
