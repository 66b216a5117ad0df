import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { DigitalMenuSettings, MenuPreview } from '@/features/public-pages/index.ts';
import { useActiveProfile } from '@/lib/session.ts';

/**
 * /digital-menu-settings: the public menu's link and theme for the active profile, and a way
 * into Preview Mode to publish (the menu screen offers the same preview).
 */
export default function DigitalMenuSettingsRoute() {
  const profile = useActiveProfile();
  const [previewing, setPreviewing] = useState(false);
  if (!profile) {
    return (
      <Alert color="yellow" title="No profile" m="md">
        No active business profile selected. Choose or create a business profile to set up its public menu.
      </Alert>
    );
  }
  if (previewing) return <MenuPreview username={profile.userName} onExit={() => setPreviewing(false)} />;
  return (
    <>
      <Group justify="flex-end" px="md" pt="md">
        <Button variant="light" leftSection={<IconEye size={16} />} onClick={() => setPreviewing(true)}>
          Preview and publish
        </Button>
      </Group>
      <DigitalMenuSettings key={profile.profileId} profileId={profile.profileId} />
    </>
  );
}
