import { useState } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
// Deep import: the settings page needs only the menu's refresh, not its screens.
import { useInvalidateMenu } from '@/features/menu/api/invalidate.ts';
import { ScreenActions } from '@/components/screen-actions.tsx';
import { useMenuSpreadsheetActions } from '@/features/menu-spreadsheet/index.ts';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { DigitalMenuSettings, MenuPreview } from '@/features/public-pages/index.ts';
import { useActiveProfile } from '@/lib/session.ts';

/**
 * /digital-menu-settings: the public menu's link and theme for the active profile, a way into
 * Preview Mode to publish, and the spreadsheet download and import (the menu screen offers the
 * same preview and spreadsheet actions).
 */
export default function DigitalMenuSettingsRoute() {
  const profile = useActiveProfile();
  const [previewing, setPreviewing] = useState(false);
  const invalidateMenu = useInvalidateMenu(profile?.userName ?? '');
  const spreadsheet = useMenuSpreadsheetActions();
  const isMobile = useIsMobile();
  if (!profile) {
    return (
      <Alert color="yellow" title="No profile" m="md">
        No active business profile selected. Choose or create a business profile to set up its public menu.
      </Alert>
    );
  }
  if (previewing)
    return (
      <MenuPreview username={profile.userName} onExit={() => setPreviewing(false)} onPublished={() => void invalidateMenu()} />
    );
  return (
    <>
      <Group justify="flex-end" px="md" pt="md" gap="xs">
        <ScreenActions actions={spreadsheet.actions} collapsed={isMobile} />
        <Button variant="light" leftSection={<IconEye size={16} />} onClick={() => setPreviewing(true)}>
          Preview and publish
        </Button>
      </Group>
      {spreadsheet.dialogs}
      <DigitalMenuSettings key={profile.profileId} profileId={profile.profileId} />
    </>
  );
}
