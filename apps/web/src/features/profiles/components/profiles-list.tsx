import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { Profile } from '@venue/shared';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { toastError } from '@/lib/toast.ts';
import { useSocialProfiles } from '../api/get-social-profiles.ts';
import { useSwitchProfile } from '../hooks/use-switch-profile.ts';
import { CreateProfileDialog } from './create-profile-dialog.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

/** The active profile's card (spec §3 "Profile" fields a person recognises). */
export function ActiveProfileCard() {
  const { activeProfile, businessProfiles } = useSession();
  if (!activeProfile) {
    return (
      <Alert color="orange" variant="light" title="No profile selected">
        Choose a profile below to work under.
      </Alert>
    );
  }
  const full = businessProfiles.find((profile) => profile.profileId === activeProfile.profileId);
  return (
    <Card withBorder padding="lg" aria-label="Active profile">
      <Group gap="md" wrap="nowrap">
        <ProfileAvatar name={activeProfile.name ?? activeProfile.userName} image={activeProfile.image} size={64} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={8}>
            <Title order={2} size="h3">
              {activeProfile.name ?? activeProfile.userName}
            </Title>
            <Badge variant="light" color={activeProfile.profileType === 'business' ? 'teal' : 'gray'}>
              {activeProfile.profileType === 'business' ? 'Business' : 'Personal'}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm">
            @{activeProfile.userName}
          </Text>
          {full && full.associatedCategories.length > 0 && (
            <Group gap={6} mt={4}>
              {full.associatedCategories.map((category) => (
                <Badge key={category._id} size="sm" variant="outline">
                  {category.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** Every profile of the user, with Switch, and Create Profile (the mobile way to switch). */
export function ProfilesList() {
  const { activeProfile } = useSession();
  const profiles = useSocialProfiles();
  const switching = useSwitchProfile();
  const [creating, setCreating] = useState(false);

  function choose(profile: Profile) {
    switching.mutate(profile, {
      onError: (error) => toastError(error instanceof ApiError ? error.message : 'Failed to switch profile'),
    });
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Your profiles
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          Create Profile
        </Button>
      </Group>
      {profiles.isPending && <Skeleton h={64} radius="md" />}
      {profiles.isError && <Alert color="red">{profiles.error.message}</Alert>}
      {profiles.data?.map((profile) => {
        const isActive = profile.profileId === activeProfile?.profileId;
        return (
          <Card key={profile.profileId} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <ProfileAvatar name={profile.name} image={profile.image} size={40} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {profile.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    @{profile.userName} · {profile.profileType === 'business' ? 'Business' : 'Personal'}
                  </Text>
                </Stack>
              </Group>
              {/* The name gives way on a phone, never the badge or the button (issue 15: nothing clipped). */}
              {isActive ? (
                <Badge variant="filled" style={{ flexShrink: 0 }}>
                  Active
                </Badge>
              ) : (
                <Button
                  size="xs"
                  style={{ flexShrink: 0 }}
                  variant="default"
                  aria-label={`Switch to ${profile.name}`}
                  loading={switching.isPending && switching.variables?.profileId === profile.profileId}
                  onClick={() => choose(profile)}
                >
                  Switch
                </Button>
              )}
            </Group>
          </Card>
        );
      })}
      <CreateProfileDialog opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
