import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { UpdateUserProfileRequestSchema, type UserProfile } from '@venue/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { useUpdateUserProfile } from '../api/update-user-profile.ts';
import { uploadImage } from '../api/upload-image.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';

type FormInput = z.input<typeof UpdateUserProfileRequestSchema>;

/** /profile/user-details: the person's own name, email and picture. */
export function UserDetailsForm() {
  const profile = useUserProfile();
  if (profile.isPending) return <Skeleton h={320} radius="md" />;
  if (profile.isError) return <Alert color="red">{profile.error.message}</Alert>;
  return <UserDetailsFields profile={profile.data} />;
}

function UserDetailsFields({ profile }: { profile: UserProfile }) {
  const form = useForm<FormInput>({
    resolver: zodResolver(UpdateUserProfileRequestSchema),
    defaultValues: { name: profile.name ?? '', email: profile.email ?? '' },
    mode: 'onTouched',
  });
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const update = useUpdateUserProfile();
  const saving = uploading || update.isPending;
  const unsaved = useUnsavedChanges(form.formState.isDirty || file !== null);

  const submit = form.handleSubmit(async (values) => {
    let image: string | undefined;
    if (file) {
      setUploading(true);
      try {
        image = await uploadImage(file, 'user-images', 'Failed to upload profile picture');
      } catch (error) {
        setUploading(false);
        return toastError(error instanceof Error ? error.message : 'Failed to upload profile picture');
      }
      setUploading(false);
    }
    update.mutate(
      { ...values, ...(image ? { image } : {}) },
      {
        onSuccess: () => {
          unsaved.markSaved();
          setFile(null);
          form.reset(values);
          toast({ title: 'Profile updated', description: 'Your details were saved.' });
        },
        onError: (error) => toastError(error instanceof ApiError ? error.message : 'Failed to update profile'),
      },
    );
  });

  return (
    <Card withBorder padding="lg" maw={520}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <AvatarPicker file={file} currentUrl={profile.image} onChange={setFile} label="Your picture" disabled={saving} />
          <TextInput
            label="Name"
            withAsterisk
            autoComplete="name"
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={form.formState.errors.email?.message}
          />
          <TextInput
            label="Mobile number"
            value={profile.mobileNumber}
            readOnly
            disabled
            description="Your login number cannot be changed here."
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!form.formState.isDirty && !file}>
              Save changes
            </Button>
          </Group>
        </Stack>
        <UnsavedChangesDialog guard={unsaved} />
      </form>
    </Card>
  );
}
