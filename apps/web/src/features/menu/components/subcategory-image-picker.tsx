import { ActionIcon, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';

interface Props {
  previewUrl: string | null;
  /** A picked image; the parent opens the crop dialog with it. */
  onPick: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}

const ACCEPT = ['image/jpeg', 'image/png', ...IMAGE_MIME_TYPE.filter((t) => t === 'image/webp')];

/** Subcategory image picker (spec §2): drop or select; "JPG or PNG (max 5MB)" is a hint only (§5). */
export function SubcategoryImagePicker({ previewUrl, onPick, onRemove, disabled }: Props) {
  if (previewUrl) {
    return (
      <Group align="flex-end" gap="sm">
        <Box pos="relative">
          <img
            src={previewUrl}
            alt="Subcategory preview"
            width={120}
            height={120}
            style={{ objectFit: 'cover', borderRadius: '50%' }}
          />
          <ActionIcon
            pos="absolute"
            top={0}
            right={0}
            radius="xl"
            color="red"
            size="sm"
            onClick={onRemove}
            aria-label="Remove image"
            disabled={disabled}
          >
            <IconX size={14} />
          </ActionIcon>
        </Box>
        <FileButton onChange={(file) => file && onPick(file)} accept={ACCEPT.join(',')} disabled={disabled}>
          {(props) => (
            <Button variant="light" size="xs" {...props}>
              Change Image
            </Button>
          )}
        </FileButton>
      </Group>
    );
  }
  return (
    <Dropzone
      onDrop={(files) => files[0] && onPick(files[0])}
      accept={ACCEPT}
      multiple={false}
      disabled={disabled}
      activateOnClick
      // The hidden file input needs a name of its own for screen readers (axe, issue 15).
      inputProps={{ 'aria-label': 'Choose an image' }}
    >
      <Stack align="center" gap={4} py="md" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={32} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={32} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhoto size={32} color="var(--mantine-color-gray-5)" />
        </Dropzone.Idle>
        <Text size="sm">Drag and drop or click to upload</Text>
        <Text size="xs" c="dimmed">
          JPG or PNG (max 5MB)
        </Text>
        <Button size="xs" variant="light" component="span">
          Select File
        </Button>
      </Stack>
    </Dropzone>
  );
}
