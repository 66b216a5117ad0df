import { Alert } from '@mantine/core';
import { HomeScreen } from '@/features/menu/index.ts';
import { SetupChecklist } from '@/features/profiles/components/setup-checklist.tsx';
import { useActiveProfile } from '@/lib/session.ts';
import { HomeShortcuts } from './home-shortcuts.tsx';

/** /home: the set-up checklist, categories and home-page images of the active profile (decisions §5, issue 15). */
export default function HomeRoute() {
  const profile = useActiveProfile();
  if (!profile) {
    return (
      <Alert color="yellow" title="No profile" m="md">
        No active business profile selected. Choose or create a business profile to manage its menu.
      </Alert>
    );
  }
  return (
    <HomeScreen
      key={profile.profileId}
      username={profile.userName}
      profileId={profile.profileId}
      renderChecklist={({ updatedAt, addCategory }) => (
        <>
          <SetupChecklist menuVersion={updatedAt} onAddCategory={addCategory} />
          <HomeShortcuts />
        </>
      )}
    />
  );
}
