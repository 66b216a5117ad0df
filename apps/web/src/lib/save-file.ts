/** Hands a downloaded file (lib/api-client.ts `api.download`) to the browser's save flow. */
export function saveFile(file: { blob: Blob; filename: string | null }, fallbackName: string) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
