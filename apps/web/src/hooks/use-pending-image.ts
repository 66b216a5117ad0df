import { useCallback, useEffect, useState } from 'react';
import { readAsDataUrl } from '@/lib/read-file.ts';
import { toast, toastError } from '@/lib/toast.ts';

/**
 * An image cropped now and uploaded only on save (spec §4's subcategory image flow): picking
 * a file opens the crop dialog (`cropSource`); the cropped result becomes the pending file;
 * removing clears preview and pending file. Pair it with <CropDialog>.
 */
export function usePendingImage(initialUrl: string | null) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(initialUrl);
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [cropSource, setCropSource] = useState<{ url: string; fileName: string } | null>(null);

  // Object URLs of cropped previews are freed when replaced or on unmount.
  useEffect(() => () => void (previewUrl?.startsWith('blob:') && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const pick = useCallback((file: File) => {
    if (!file.type.startsWith('image/')) {
      toastError('Please choose an image file (JPG or PNG)');
      return;
    }
    readAsDataUrl(file).then(
      (url) => setCropSource({ url, fileName: file.name }),
      () => toastError('Failed to read file'),
    );
  }, []);

  const recrop = useCallback(() => {
    if (previewUrl) setCropSource({ url: previewUrl, fileName: pendingFile?.name ?? 'subcategory.png' });
  }, [previewUrl, pendingFile]);

  const onCropped = useCallback((file: File, url: string) => {
    setCropSource(null);
    setPendingFile(file);
    setPreviewUrl(url);
    setRemoved(false);
    toast({ title: 'File selected', description: 'The image will be uploaded when you save.' });
  }, []);

  const remove = useCallback(() => {
    setPreviewUrl(null);
    setPendingFile(null);
    setRemoved(true);
  }, []);

  return {
    previewUrl,
    pendingFile,
    /** True when the stored image was removed and no new one chosen. */
    removed: removed && pendingFile === null,
    cropSource,
    cancelCrop: () => setCropSource(null),
    pick,
    recrop,
    onCropped,
    remove,
  };
}
