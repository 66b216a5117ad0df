import { Button, Card, Group, NavLink, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarCog,
  IconChevronRight,
  IconClock,
  IconCreditCard,
  IconLink,
  IconLogout,
  IconPhoneCall,
  IconQrcode,
  IconToolsKitchen2,
  IconUser,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '@/features/auth/hooks/use-logout.ts';
import { ActiveProfileCard, ProfilesList } from '@/features/profiles/components/profiles-list.tsx';

const SETTINGS: { label: string; to: string; icon: Icon }[] = [
  { label: 'Your details', to: '/profile/user-details', icon: IconUser },
  { label: 'Business profile', to: '/profile/edit-business-profile', icon: IconBuildingStore },
  { label: 'Digital menu settings', to: '/digital-menu-settings', icon: IconToolsKitchen2 },
  { label: 'Table reservation settings', to: '/profile/settings/table-reservation', icon: IconCalendarCog },
  { label: 'Opening hours', to: '/profile/settings/opening-hours', icon: IconClock },
  { label: 'Contact details', to: '/profile/settings/contact-details', icon: IconPhoneCall },
  { label: 'Links page', to: '/manage-links', icon: IconLink },
  { label: 'Roles and authorities', to: '/roles-and-authorities', icon: IconUsersGroup },
  { label: 'QR codes', to: '/qr-manager', icon: IconQrcode },
  { label: 'Subscription plans', to: '/subscription-plans', icon: IconCreditCard },
];

/** /profile: the active profile, the user's profiles to switch between, and settings links. */
export default function ProfilePage() {
  const logout = useLogout();
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Profile
        </Title>
        <Button variant="subtle" color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Log out
        </Button>
      </Group>
      <ActiveProfileCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfilesList />
        <Stack gap="sm">
          <Title order={3} size="h4">
            Settings
          </Title>
          <Card withBorder padding={4}>
            {SETTINGS.map((entry) => (
              <NavLink
                key={entry.to}
                component={Link}
                to={entry.to}
                label={entry.label}
                leftSection={<entry.icon size={18} stroke={1.6} />}
                rightSection={<IconChevronRight size={14} />}
              />
            ))}
          </Card>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
