import { Button } from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { useDownloadMenu } from '../api/download-menu.ts';
import { ImportMenuWizard } from './import-menu-wizard.tsx';

/**
 * "Download menu" (any member) and "Import menu" (a write: behind the menu-access guard). A
 * fragment, so the buttons wrap with the page's other header buttons on a phone.
 */
export function MenuSpreadsheetActions() {
  const [importing, setImporting] = useState(false);
  const download = useDownloadMenu();
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconDownload size={16} />}
        loading={download.isPending}
        onClick={() => download.mutate({ template: false })}
      >
        Download menu
      </Button>
      <AccessGuard flag="digitalMenuAccess" mode="disable">
        <Button variant="default" size="sm" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
          Import menu
        </Button>
      </AccessGuard>
      <ImportMenuWizard opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
