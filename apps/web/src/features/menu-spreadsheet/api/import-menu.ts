import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportMode } from '@venue/shared';
import { api } from '@/lib/api-client.ts';
import { menuSpreadsheetRoutes } from '@venue/shared/routes';

export interface ImportMenuInput {
  file: File;
  mode: ImportMode;
  validOnly?: boolean;
  /** Upload progress, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** POST /v2/import-menu-from-excel: 'preview' checks and writes nothing; 'apply' writes. */
export function importMenu({ file, mode, validOnly = false, onProgress }: ImportMenuInput) {
  const form = new FormData();
  form.append('mode', mode);
  form.append('validOnly', String(validOnly));
  form.append('file', file, file.name);
  return api.call(menuSpreadsheetRoutes.importMenuFromExcel, {
    form,
    onUploadProgress: onProgress ?? (() => {}),
    fallbackMessage: 'Failed to import the menu',
  });
}

export function useImportMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMenu,
    onSuccess: async (result) => {
      // Every menu read (dashboard and preview) must show what was just written.
      if (result.applied) await queryClient.invalidateQueries();
    },
  });
}
