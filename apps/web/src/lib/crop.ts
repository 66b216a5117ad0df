/** Crop ratios and their fixed outputs (spec §9). */
export const CROP_RATIOS = [
  { label: '16:9', value: 16 / 9, width: 640, height: 360 },
  { label: '1:1', value: 1, width: 500, height: 500 },
  { label: '9:16', value: 9 / 16, width: 360, height: 640 },
] as const;

export type CropRatioLabel = (typeof CROP_RATIOS)[number]['label'];

export const CROP_ZOOM_MIN = 1;
export const CROP_ZOOM_MAX = 3;
const FREE_LONG_SIDE_MAX = 800;
const PNG_QUALITY = 0.95;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Output size: the ratio's fixed size, otherwise the crop scaled so its long side is ≤ 800. */
export function cropOutputSize(ratio: string, area: Pick<PixelArea, 'width' | 'height'>): { width: number; height: number } {
  const fixed = CROP_RATIOS.find((r) => r.label === ratio);
  if (fixed) return { width: fixed.width, height: fixed.height };
  const scale = Math.min(1, FREE_LONG_SIDE_MAX / Math.max(area.width, area.height));
  return { width: Math.round(area.width * scale), height: Math.round(area.height * scale) };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // A stored image on another origin (a CDN) must be fetched with CORS or the canvas is tainted.
    if (/^https?:/.test(src) && !src.startsWith(window.location.origin)) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Failed to read file'));
    image.src = src;
  });
}

/** Draws the chosen area at the output size and returns it as a PNG file (spec §9). */
export async function cropToPngFile(src: string, area: PixelArea, ratio: string, fileName: string): Promise<File> {
  const image = await loadImage(src);
  const size = cropOutputSize(ratio, area);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Failed to read file');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png', PNG_QUALITY));
  if (!blob) throw new Error('Failed to read file');
  const base = fileName.replace(/\.[^.]+$/, '') || 'image';
  return new File([blob], `${base}-cropped.png`, { type: 'image/png' });
}
