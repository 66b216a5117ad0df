import { Box, Button, Group, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { CROP_RATIOS, CROP_ZOOM_MAX, CROP_ZOOM_MIN, cropToPngFile, type CropRatioLabel } from '@/lib/crop.ts';
import { toastError } from '@/lib/toast.ts';
import { ResponsiveDialog } from './responsive-dialog.tsx';

interface Props {
  /** Image to crop (data or object URL); null closes the dialog. */
  source: { url: string; fileName: string } | null;
  onCancel: () => void;
  onCropped: (file: File, previewUrl: string) => void;
}

/** Spec §2/§9 crop dialog: 16:9, 1:1 or 9:16 (640x360, 500x500, 360x640 PNG), zoom 1 to 3. */
export function CropDialog({ source, onCancel, onCropped }: Props) {
  return (
    <ResponsiveDialog opened={source !== null} onClose={onCancel} title="Crop Image" zIndex={400}>
      {source && <CropBody key={source.url} source={source} onCancel={onCancel} onCropped={onCropped} />}
    </ResponsiveDialog>
  );
}

function CropBody({ source, onCancel, onCropped }: { source: NonNullable<Props['source']> } & Omit<Props, 'source'>) {
  const [ratio, setRatio] = useState<CropRatioLabel>('1:1');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const aspect = CROP_RATIOS.find((r) => r.label === ratio)!.value;

  async function finish() {
    if (!area) return;
    setBusy(true);
    try {
      const file = await cropToPngFile(source.url, area, ratio, source.fileName);
      onCropped(file, URL.createObjectURL(file));
    } catch (error) {
      toastError(error instanceof Error ? error.message : 'Failed to read file');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={ratio}
        onChange={(value) => setRatio(value as CropRatioLabel)}
        data={CROP_RATIOS.map((r) => ({ value: r.label, label: r.label }))}
        aria-label="Aspect ratio"
      />
      <Box pos="relative" h={320} bg="dark.7" style={{ borderRadius: 8, overflow: 'hidden' }} data-testid="crop-area">
        <Cropper
          image={source.url}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          minZoom={CROP_ZOOM_MIN}
          maxZoom={CROP_ZOOM_MAX}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => setArea(pixels)}
        />
      </Box>
      <Text size="sm">Zoom</Text>
      <Slider
        value={zoom}
        onChange={setZoom}
        min={CROP_ZOOM_MIN}
        max={CROP_ZOOM_MAX}
        step={0.1}
        label={(value) => `${value.toFixed(1)}x`}
        aria-label="Zoom"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void finish()} loading={busy} disabled={!area}>
          Crop &amp; Preview
        </Button>
      </Group>
    </Stack>
  );
}
