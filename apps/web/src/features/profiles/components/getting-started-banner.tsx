import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconChecklist } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isWithin, paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSession } from '@/lib/session.ts';
import { toastError } from '@/lib/toast.ts';
import { useSetupChecklist } from '../api/get-setup-checklist.ts';
import { useSwitchProfile } from '../hooks/use-switch-profile.ts';

// Its form (zod, categories, image upload) is fetched when asked for, as in the profile switcher.
const CreateProfileDialog = lazy(() =>
  import('./create-profile-dialog.tsx').then((module) => ({ default: module.CreateProfileDialog })),
);

/**
 * The shell's next step for a new owner (issue 35 "A guided start"): on a personal profile,
 * create the business profile (it becomes the active one and opens /home); on a business
 * profile whose set-up checklist is not done, the checklist on /home one click away.
 */
export function GettingStartedBanner() {
  const { activeProfile } = useSession();
  if (!activeProfile) return null;
  return activeProfile.profileType === 'business' ? <SetupProgress /> : <CreateBusinessPrompt />;
}

function CreateBusinessPrompt() {
  const [creating, setCreating] = useState(false);
  const { businessProfiles } = useSession();
  const switching = useSwitchProfile();
  // Someone who already has a venue is sent to it rather than asked to make another.
  const venue = businessProfiles.find((profile) => profile.profileType === 'business');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="md"
      bg="var(--mantine-color-teal-light)"
      component="section"
      aria-label="Get started"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 280px' }}>
          <IconBuildingStore size={28} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={0}>
            <Text fw={600}>{venue ? 'Manage your venue' : 'Set up your venue'}</Text>
            <Text size="sm">
              {venue
                ? `You are on your personal profile. Switch to ${venue.name} to manage its menu, bookings and events.`
                : 'You are on your personal profile. Create your business profile to publish your menu, take bookings and sell tickets.'}
            </Text>
          </Stack>
        </Group>
        {venue ? (
          <Button
            loading={switching.isPending}
            onClick={() =>
              switching.mutate(venue, {
                onError: (error) => toastError(error instanceof ApiError ? error.message : 'Failed to switch profile'),
              })
            }
          >
            Switch to {venue.name}
          </Button>
        ) : (
          <Button onClick={() => setCreating(true)}>Create business profile</Button>
        )}
      </Group>
      {creating && (
        <Suspense fallback={null}>
          <CreateProfileDialog opened onClose={() => setCreating(false)} profileType="business" />
        </Suspense>
      )}
    </Paper>
  );
}

function SetupProgress() {
  const { pathname } = useLocation();
  // Read again on each screen: the steps are done on other screens than the one showing this.
  const checklist = useSetupChecklist(pathname);
  // /home shows the checklist itself; a finished or unreadable one needs no reminder.
  if (isWithin(pathname, paths.home.path) || !checklist.data) return null;
  const { completed, total } = checklist.data;
  if (completed >= total) return null;
  return (
    <Paper withBorder radius="md" px="md" py="xs" mb="md" component="section" aria-label="Venue set-up">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <IconChecklist size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600}>
              Set up your venue: {completed} of {total} done
            </Text>
            <Progress value={(completed / total) * 100} size="sm" maw={240} aria-hidden />
          </Stack>
        </Group>
        <Button component={Link} to={paths.home.getHref()} size="xs" variant="light" style={{ flexShrink: 0 }}>
          Continue
        </Button>
      </Group>
    </Paper>
  );
}
