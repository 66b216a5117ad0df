import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Skeleton, TextInput } from '@mantine/core';
import { UpdateUserProfileRequestSchema, type UserProfile } from '@venue/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '@/components/form/form.tsx';
import { useUserProfile } from '../api/get-user-profile.ts';
import { useUpdateUserProfile } from '../api/update-user-profile.ts';
import { uploadImage } from '../api/upload-image.ts';
import { AvatarPicker } from './avatar-picker.tsx';

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
  const update = useUpdateUserProfile();

  const save = async (values: FormInput) => {
    const image = file ? await uploadImage(file, 'user-images', 'Failed to upload profile picture') : undefined;
    await update.mutateAsync({ ...values, ...(image ? { image } : {}) });
  };

  return (
    <Form
      form={form}
      onSubmit={save}
      submitLabel="Save changes"
      success={{ title: 'Profile updated', description: 'Your details were saved.' }}
      failure={(error) => error.message}
      onSaved={() => setFile(null)}
      isDirty={file !== null}
      disabledUntilDirty
      card
      maw={520}
    >
      <AvatarPicker
        file={file}
        currentUrl={profile.image}
        onChange={setFile}
        label="Your picture"
        disabled={form.formState.isSubmitting}
      />
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
    </Form>
  );
}
