import { Alert, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useInvalidateMenu } from '@/features/menu/api/invalidate.ts';
import { MenuScreen } from '@/features/menu/components/menu-screen.tsx';
import { useMenuSpreadsheetActions } from '@/features/menu-spreadsheet/index.ts';
import { useActiveProfile } from '@/lib/session.ts';

// The preview (the guest menu's components) is its own chunk, fetched when asked for (issue 15).
const MenuPreview = lazy(() => import('@/features/public-pages/index.ts').then((module) => ({ default: module.MenuPreview })));

/** Navigation state /menu understands: home's category cards pass a category, the set-up checklist asks for the preview. */
export interface MenuRouteState {
  categoryId?: string;
  preview?: boolean;
}

/** /menu: the menu management screen for the active profile (spec §2), or its preview. */
export default function MenuRoute() {
  const profile = useActiveProfile();
  const location = useLocation();
  const state = location.state as MenuRouteState | null;
  const [previewing, setPreviewing] = useState(Boolean(state?.preview));
  const spreadsheet = useMenuSpreadsheetActions();
  const invalidateMenu = useInvalidateMenu(profile?.userName ?? '');
  // Home's category cards pass the category to open (spec §2 "navigation state").
  const initialCategoryId = state?.categoryId ?? null;
  if (!profile) {
    return (
      <Alert color="yellow" title="No profile" m="md">
        No active business profile selected. Choose or create a business profile to manage its menu.
      </Alert>
    );
  }
  // The preview replaces the editor in place (spec §2 "Preview mode"); exiting returns to it.
  if (previewing)
    return (
      <Suspense fallback={<Loader m="xl" aria-label="Loading the preview" />}>
        <MenuPreview username={profile.userName} onExit={() => setPreviewing(false)} onPublished={() => void invalidateMenu()} />
      </Suspense>
    );
  return (
    <>
      <MenuScreen
        key={profile.profileId}
        username={profile.userName}
        initialCategoryId={initialCategoryId}
        onPreview={() => setPreviewing(true)}
        actions={spreadsheet.actions}
      />
      {spreadsheet.dialogs}
    </>
  );
}
