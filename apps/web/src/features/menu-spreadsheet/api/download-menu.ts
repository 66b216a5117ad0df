import { useMutation } from '@tanstack/react-query';
import { downloadApi } from '@/lib/api-client.ts';
import { menuSpreadsheetRoutes } from '@venue/shared/routes';
import { saveFile } from '@/lib/save-file.ts';
import { toastError } from '@/lib/toast.ts';

/** GET /v2/download-menu-as-excel (template: the empty template). */
export function downloadMenu(options: { template: boolean }) {
  return downloadApi(menuSpreadsheetRoutes.downloadMenuAsExcel, { query: { template: options.template ? 1 : undefined } });
}

export function useDownloadMenu() {
  return useMutation({
    mutationFn: async (options: { template: boolean }) => {
      const file = await downloadMenu(options);
      saveFile(file, options.template ? 'menu-template.xlsx' : 'menu.xlsx');
    },
    onError: (error: Error) => toastError(error.message || 'Failed to download the menu'),
  });
}
