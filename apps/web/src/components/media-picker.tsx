import { ActionIcon, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { readAsDataUrl } from '@/lib/read-file.ts';
import { photoForUpload } from '@/lib/shrink-image.ts';

/** What a stored or picked file shows as. */
export type MediaType = 'image' | 'video';

export interface PickedMedia {
  url: string;
  type: MediaType;
}

interface Props {
  /** What to show now: the stored media, a picked file's preview, or nothing. */
  preview: PickedMedia | null;
  onPick: (file: File, preview: PickedMedia) => void;
  onRemove: () => void;
  disabled?: boolean;
}

const ACCEPT = 'image/jpeg,image/png,image/gif,video/mp4';

/** Item media picker (spec §2/§5): image (large photos shrunk first) or MP4 video, 5 MB at most, with a preview. */
export function MediaPicker({ preview, onPick, onRemove, disabled }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);

  // Video previews use an object URL; free it when replaced or unmounted.
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);

  async function handleFile(picked: File | null) {
    if (!picked) return;
    setError(null);
    // A large phone photo is made smaller here; a video over 5 MB is refused (issue 35).
    const ready = await photoForUpload(picked);
    if ('error' in ready) {
      setError(ready.error);
      return;
    }
    const file = ready.file;
    if (file.type.startsWith('video/')) {
      const url = URL.createObjectURL(file);
      setObjectUrl(url);
      onPick(file, { url, type: 'video' });
      return;
    }
    try {
      onPick(file, { url: await readAsDataUrl(file), type: 'image' });
    } catch {
      setError('Failed to read file');
    }
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Photo or video
      </Text>
      {preview ? (
        <Box pos="relative" w={160}>
          {preview.type === 'video' ? (
            <video
              src={preview.url}
              width={160}
              height={120}
              style={{ objectFit: 'cover', borderRadius: 8, background: '#000' }}
              controls
              muted
              aria-label="Video preview"
              onError={() => setError('Failed to load video preview')}
            />
          ) : (
            <img src={preview.url} alt="Item preview" width={160} height={120} style={{ objectFit: 'cover', borderRadius: 8 }} />
          )}
          <ActionIcon
            pos="absolute"
            top={4}
            right={4}
            color="red"
            radius="xl"
            size="sm"
            aria-label="Remove media"
            onClick={() => {
              setError(null);
              onRemove();
            }}
            disabled={disabled}
          >
            <IconX size={14} />
          </ActionIcon>
        </Box>
      ) : null}
      <Group gap="sm">
        <FileButton onChange={(file) => void handleFile(file)} accept={ACCEPT} disabled={disabled}>
          {(props) => (
            <Button variant="light" leftSection={<IconPhotoPlus size={16} />} {...props}>
              {preview ? 'Change media' : 'Upload media'}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          JPG, PNG, GIF, MP4
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
