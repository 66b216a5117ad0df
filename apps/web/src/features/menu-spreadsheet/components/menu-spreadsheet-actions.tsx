import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { ScreenAction } from '@/components/screen-actions.tsx';
import { useDownloadMenu } from '../api/download-menu.ts';

// The wizard (dropzone, spreadsheet preview) is its own chunk, fetched when it opens (issue 15
// "Speed": /menu's first load).
const ImportMenuWizard = lazy(() => import('./import-menu-wizard.tsx').then((module) => ({ default: module.ImportMenuWizard })));

/**
 * "Download menu" (any member) and "Import menu" (a write: behind the menu-access guard) as
 * header actions the menu screen lays out (buttons, or its overflow menu on a phone), and the
 * import wizard they open, which the page places beside the screen.
 */
export function useMenuSpreadsheetActions(): { actions: ScreenAction[]; dialogs: ReactNode } {
  const [importing, setImporting] = useState(false);
  const download = useDownloadMenu();
  return {
    actions: [
      {
        label: 'Download menu',
        icon: IconDownload,
        loading: download.isPending,
        onClick: () => download.mutate({ template: false }),
      },
      { label: 'Import menu', icon: IconFileImport, onClick: () => setImporting(true), guard: { flag: 'digitalMenuAccess' } },
    ],
    dialogs: importing ? (
      <Suspense fallback={null}>
        <ImportMenuWizard opened onClose={() => setImporting(false)} />
      </Suspense>
    ) : null,
  };
}
