import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { ScreenAction } from '@/components/screen-actions.tsx';
import { useDownloadMenu } from '../api/download-menu.ts';
import { ImportMenuWizard } from './import-menu-wizard.tsx';

/**
 * "Download menu" (any member) and "Import menu" (a write: behind the menu-access guard) as
 * header actions the menu screen lays out (buttons, or its overflow menu on a phone), and the
 * import wizard they open, which the page keeps mounted beside the screen.
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
    dialogs: <ImportMenuWizard opened={importing} onClose={() => setImporting(false)} />,
  };
}
