import { ActionIcon, Avatar, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { photoForUpload } from '@/lib/shrink-image.ts';
import { useEffect, useState } from 'react';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

interface AvatarPickerProps {
  file: File | null;
  /** The picture already saved, shown until a new file is picked. */
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
  label?: string;
  disabled?: boolean;
}

/** A round picture with pick and remove buttons; files over 5 MB are refused here (spec §9). */
export function AvatarPicker({ file, currentUrl, onChange, label = 'Profile picture', disabled }: AvatarPickerProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Stack gap={4} align="center">
      <Group gap="sm" align="center">
        <Avatar src={preview ?? currentUrl ?? null} size={84} radius={84} alt={label} />
        <Stack gap={6}>
          <FileButton
            accept={ACCEPT}
            disabled={disabled}
            onChange={async (picked) => {
              if (!picked) return onChange(null);
              const ready = await photoForUpload(picked);
              if ('error' in ready) return setError(ready.error);
              setError(null);
              onChange(ready.file);
            }}
          >
            {(props) => (
              <ActionIcon
                {...props}
                variant="light"
                size="lg"
                aria-label={file || currentUrl ? 'Change picture' : 'Upload picture'}
              >
                <IconCamera size={18} />
              </ActionIcon>
            )}
          </FileButton>
          {file && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label="Remove picture"
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Stack>
      </Group>
      <Text size="xs" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? 'JPG, PNG, WebP or GIF, up to 5MB'}
      </Text>
    </Stack>
  );
}
