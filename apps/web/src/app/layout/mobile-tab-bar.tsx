import { Avatar, Drawer, NavLink, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { moreItems, tabItems } from './nav-items.ts';

const tabStyle = (active: boolean): CSSProperties => ({
  flex: 1,
  borderRadius: 'var(--mantine-radius-xl)',
  padding: '6px 4px',
  color: active ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-dimmed)',
  background: active ? 'var(--mantine-color-teal-light)' : undefined,
});

/**
 * Mobile (≤ 768 px): the floating bottom tab bar of spec §2 Layout, and "More" for the entries
 * the four tabs leave out (issue 35: Home, events, ticket selling, wallet, bank details, QR codes).
 */
export function MobileTabBar() {
  const { user, activeProfile, userProfile } = useSession();
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const avatar = activeProfile?.image || userProfile?.image || null;
  const canSeeDashboard = Boolean(user?.canSeeDashboard);
  const more = moreItems(canSeeDashboard);
  const inMore = more.some((item) => item.matches(pathname));

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
      {tabItems(canSeeDashboard).map((item) => {
        const active = item.matches(pathname);
        const showAvatar = item.to === paths.profile.getHref() && avatar;
        return (
          <UnstyledButton
            key={item.to}
            component={Link}
            to={item.to}
            aria-current={active ? 'page' : undefined}
            style={tabStyle(active)}
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
      <UnstyledButton aria-haspopup="dialog" aria-expanded={moreOpen} onClick={() => setMoreOpen(true)} style={tabStyle(inMore)}>
        <Stack gap={2} align="center">
          <IconDots size={22} stroke={1.7} aria-hidden />
          <Text size="xs" fw={inMore ? 600 : 500} inherit={false} c="inherit">
            More
          </Text>
        </Stack>
      </UnstyledButton>
      <Drawer opened={moreOpen} onClose={() => setMoreOpen(false)} position="bottom" size="auto" title="More" radius="lg">
        <Stack gap={4} pb="md">
          {more.map((item) => {
            const active = item.matches(pathname);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={20} stroke={1.6} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={() => setMoreOpen(false)}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </Stack>
      </Drawer>
    </Paper>
  );
}
