/** The dashboard's words around its preview of the guest menu (spec §2 Preview mode). */
export const PREVIEW_TEXTS = {
  previewMode: 'Preview Mode',
  publishChanges: 'Publish Changes',
  publishing: 'Publishing...',
  exitPreview: 'Exit Preview',
  changesPublished: 'Changes published',
  publishFailed: 'Failed to publish changes',
  notPublishedYet: 'Not published yet',
  liveUntilPublished: 'Until you first publish, guests see each change as you save it.',
} as const;

export const lastPublishedLabel = (formatted: string) => `Last published ${formatted}`;

/** "22 Nov 2026, 9:05 am" in Indian English, for "Last published …". */
export function formatPublishedAt(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
