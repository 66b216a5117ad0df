import { Alert, Stack, Title } from '@mantine/core';
import { MenuLanguagesScreen } from '@/features/menu-translations/index.ts';
import { useActiveProfileId } from '@/lib/session.ts';

/** /menu/languages: the languages guests may read the menu in, and the side-by-side translation editor (decisions §7). */
export default function MenuLanguagesRoute() {
  const profileId = useActiveProfileId();
  return (
    <Stack gap="md" maw={1200} mx="auto" p="md">
      <Title order={1} size="h2">
        Menu languages
      </Title>
      {profileId ? (
        <MenuLanguagesScreen key={profileId} profileId={profileId} />
      ) : (
        <Alert color="yellow" title="No profile">
          No active business profile selected. Choose or create a business profile to translate its menu.
        </Alert>
      )}
    </Stack>
  );
}
