import { Badge, Group, Loader, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPlus, IconSelector } from '@tabler/icons-react';
import type { Profile } from '@venue/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { sessionStore, useSession } from '@/lib/session.ts';
import { toastError } from '@/lib/toast.ts';
import { useSocialProfiles } from '../api/get-social-profiles.ts';
import { useSwitchProfile } from '../hooks/use-switch-profile.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

// Its form (zod, categories, image upload) is fetched when asked for, not with every screen's shell.
const CreateProfileDialog = lazy(() =>
  import('./create-profile-dialog.tsx').then((module) => ({ default: module.CreateProfileDialog })),
);

/**
 * The sidebar's profile switcher (spec §2): the active profile, the user's other profiles to
 * switch to, and "Create Profile".
 */
export function ProfileSwitcher() {
  const { activeProfile } = useSession();
  const profiles = useSocialProfiles();
  const switching = useSwitchProfile();
  const [creating, setCreating] = useState(false);

  // The stored list (spec §3 businessProfiles) follows what the server last said.
  useEffect(() => {
    if (profiles.data) sessionStore.update({ businessProfiles: profiles.data });
  }, [profiles.data]);

  // A session stored without the profile's name (older logins) takes it from the fresh list.
  const activeName =
    activeProfile?.name ??
    profiles.data?.find((profile) => profile.profileId === activeProfile?.profileId)?.name ??
    activeProfile?.userName;

  function choose(profile: Profile) {
    if (profile.profileId === activeProfile?.profileId) return;
    switching.mutate(profile, {
      onError: (error) => toastError(error instanceof ApiError ? error.message : 'Failed to switch profile'),
    });
  }

  return (
    <>
      <Menu position="bottom-start" width="target" shadow="md" withinPortal>
        <Menu.Target>
          <UnstyledButton
            aria-label="Switch profile"
            w="100%"
            p="xs"
            style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group gap="sm" wrap="nowrap">
              <ProfileAvatar name={activeName} image={activeProfile?.image} size={36} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {activeName ?? 'No profile selected'}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {activeProfile ? `@${activeProfile.userName}` : 'Choose a profile'}
                </Text>
              </Stack>
              {switching.isPending ? <Loader size="xs" /> : <IconSelector size={16} aria-hidden />}
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Your profiles</Menu.Label>
          {profiles.isPending && <Menu.Item disabled>Loading profiles...</Menu.Item>}
          {profiles.isError && <Menu.Item disabled>{profiles.error.message}</Menu.Item>}
          {profiles.data?.map((profile) => (
            <Menu.Item
              key={profile.profileId}
              onClick={() => choose(profile)}
              leftSection={<ProfileAvatar name={profile.name} image={profile.image} size={24} />}
              rightSection={profile.profileId === activeProfile?.profileId ? <IconCheck size={16} aria-label="Active" /> : null}
            >
              <Group gap={6} wrap="nowrap">
                <Text size="sm" truncate>
                  {profile.name}
                </Text>
                <Badge size="xs" variant="light" color={profile.profileType === 'business' ? 'teal' : 'gray'}>
                  {profile.profileType === 'business' ? 'Business' : 'Personal'}
                </Badge>
              </Group>
              {/* Two branches may share a name; the username tells them apart. */}
              <Text size="xs" c="dimmed" truncate>
                @{profile.userName}
              </Text>
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            Create Profile
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {creating && (
        <Suspense fallback={null}>
          <CreateProfileDialog opened onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
