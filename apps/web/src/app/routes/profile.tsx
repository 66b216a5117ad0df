import { Button, Card, Group, NavLink, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  IconBuildingBank,
  IconBuildingStore,
  IconCalendarCog,
  IconChevronRight,
  IconClock,
  IconCreditCard,
  IconLink,
  IconLogout,
  IconPhoneCall,
  IconQrcode,
  IconShieldLock,
  IconToolsKitchen2,
  IconUser,
  IconUsersGroup,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useLogout } from '@/features/auth/hooks/use-logout.ts';
import { ActiveProfileCard, ProfilesList } from '@/features/profiles/components/profiles-list.tsx';
import { BillingSection } from '@/features/subscriptions/index.ts';
import { useSession } from '@/lib/session.ts';

const SETTINGS: { label: string; to: string; icon: Icon }[] = [
  { label: 'Your details', to: paths.userDetails.getHref(), icon: IconUser },
  { label: 'Business profile', to: paths.editBusinessProfile.getHref(), icon: IconBuildingStore },
  { label: 'Digital menu settings', to: paths.digitalMenuSettings.getHref(), icon: IconToolsKitchen2 },
  { label: 'Table reservation settings', to: paths.tableReservationSettings.getHref(), icon: IconCalendarCog },
  { label: 'Opening hours', to: paths.openingHours.getHref(), icon: IconClock },
  { label: 'Contact details', to: paths.contactDetails.getHref(), icon: IconPhoneCall },
  { label: 'Links page', to: paths.manageLinks.getHref(), icon: IconLink },
  { label: 'Roles and authorities', to: paths.rolesAndAuthorities.getHref(), icon: IconUsersGroup },
  { label: 'Wallet', to: paths.wallet.getHref(), icon: IconWallet },
  { label: 'Bank details', to: paths.bankDetails.getHref(), icon: IconBuildingBank },
  { label: 'QR codes', to: paths.qrManager.getHref(), icon: IconQrcode },
  { label: 'Subscription plans', to: paths.subscriptionPlans.getHref(), icon: IconCreditCard },
];

/** /profile: the active profile, the user's profiles to switch between, settings links, and billing. */
export default function ProfilePage() {
  const logout = useLogout();
  // Super-admins (SUPER_ADMIN_PHONES) also get their area; nobody else is shown a door they cannot open.
  const settings = useSession().user?.isSuperAdmin
    ? [...SETTINGS, { label: 'Super admin', to: paths.superAdminAccess.getHref(), icon: IconShieldLock }]
    : SETTINGS;
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
            {settings.map((entry) => (
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
      <BillingSection />
    </Stack>
  );
}
