import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Box, Button, FileButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import type { HomePageImage } from '@venue/shared';
import { photoForUpload } from '@/lib/shrink-image.ts';
import { useState } from 'react';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { DragHandle } from '@/components/drag-handle.tsx';
import { SortableList } from '@/components/sortable-list.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { useAddHomePageImage } from '../api/add-home-page-image.ts';
import { useDeleteHomePageImage } from '../api/delete-home-page-image.ts';
import { useHomePageImages } from '../api/home-page-images.ts';
import { useReorderHomePageImages } from '../api/reorder-home-page-images.ts';

interface Props {
  profileId: string;
  canEdit: boolean;
  isMobile: boolean;
}

/** Home-page carousel images of the public menu (decisions §5): add, delete, reorder. */
export function HomeImages({ profileId, canEdit, isMobile }: Props) {
  const images = useHomePageImages(profileId);
  const add = useAddHomePageImage(profileId);
  const remove = useDeleteHomePageImage(profileId);
  const reorder = useReorderHomePageImages(profileId);
  const [deleting, setDeleting] = useState<HomePageImage | null>(null);
  const list = images.data ?? [];
  const ids = list.map((image) => image._id);

  async function upload(picked: File | null) {
    if (!picked) return;
    const ready = await photoForUpload(picked);
    if ('error' in ready) return toastError(ready.error);
    const file = ready.file;
    try {
      await add.mutateAsync({ file, folderName: 'home' });
      toast({ title: 'Image added' });
    } catch (error) {
      toastError(error instanceof Error ? error.message : 'Failed to add image');
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast({ title: 'Image removed' });
      setDeleting(null);
    } catch (error) {
      toastError(error instanceof Error ? error.message : 'Failed to delete image');
    }
  }

  function saveOrder(_oldIds: string[], next: string[]) {
    reorder.mutate(next, {
      onSuccess: () => toast({ title: 'Images reordered successfully!' }),
      onError: (error) => toastError(error.message, 'Reorder Failed'),
    });
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>Home page images</Title>
        <AccessGuard flag="digitalMenuAccess" mode="disable">
          <FileButton onChange={(file) => void upload(file)} accept="image/jpeg,image/png,image/gif,image/webp">
            {(props) => (
              <Button variant="light" leftSection={<IconPhotoPlus size={16} />} loading={add.isPending} {...props}>
                Add Image
              </Button>
            )}
          </FileButton>
        </AccessGuard>
      </Group>
      <Text size="sm" c="dimmed">
        These images rotate at the top of your public menu. JPG, PNG or GIF (max 5MB).
      </Text>
      {images.isPending ? (
        <Loader size="sm" />
      ) : list.length === 0 ? (
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed" ta="center">
            No images yet. Add one to greet your customers.
          </Text>
        </Paper>
      ) : (
        <SortableList ids={ids} layout="horizontal" label="home page images" onReorder={saveOrder}>
          <Group gap="sm" wrap="nowrap" style={{ overflowX: 'auto' }} role="list" aria-label="Home page images">
            {list.map((image) => (
              <SortableImage
                key={image._id}
                image={image}
                canEdit={canEdit}
                isMobile={isMobile}
                onDelete={() => setDeleting(image)}
              />
            ))}
          </Group>
        </SortableList>
      )}
      <ConfirmDeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        isDeleting={remove.isPending}
        message="This will permanently delete this image from your home page carousel. This action cannot be undone."
      />
    </Stack>
  );
}

function SortableImage({
  image,
  canEdit,
  isMobile,
  onDelete,
}: {
  image: HomePageImage;
  canEdit: boolean;
  isMobile: boolean;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: image._id,
    disabled: !canEdit,
  });
  return (
    <Box
      ref={setNodeRef}
      pos="relative"
      role="listitem"
      style={{ transform: CSS.Transform.toString(transform), transition, flexShrink: 0 }}
      {...(isMobile && canEdit ? listeners : {})}
    >
      <img
        src={image.imageUrl}
        alt={image.title || 'Home page image'}
        width={200}
        height={112}
        style={{ objectFit: 'cover', borderRadius: 8, display: 'block' }}
      />
      {canEdit && (
        <Group pos="absolute" top={4} right={4} gap={4}>
          {!isMobile && (
            <DragHandle ref={setActivatorNodeRef} size="sm" variant="white" name="image" {...attributes} {...listeners} />
          )}
          <ActionIcon size="sm" color="red" variant="filled" aria-label="Delete image" onClick={onDelete}>
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      )}
    </Box>
  );
}
