import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { toastError } from '@/lib/toast.ts';

/** Saves a Blob under a file name through a temporary link (the browser's own download). */
function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /v2/download-menu-as-excel (template: the empty template). */
export function downloadMenu(options: { template: boolean }) {
  return api.download('/v2/download-menu-as-excel', options.template ? { template: 1 } : undefined);
}

export function useDownloadMenu() {
  return useMutation({
    mutationFn: async (options: { template: boolean }) => {
      const file = await downloadMenu(options);
      saveBlob(file.blob, file.filename ?? (options.template ? 'menu-template.xlsx' : 'menu.xlsx'));
    },
    onError: (error: Error) => toastError(error.message || 'Failed to download the menu'),
  });
}
