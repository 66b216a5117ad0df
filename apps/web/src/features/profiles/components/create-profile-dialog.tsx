import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { CreateProfileRequestSchema, type BusinessCategory } from '@venue/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useCreateSocialProfile } from '../api/create-social-profile.ts';
import { switchProfile } from '../hooks/use-switch-profile.ts';
import { uploadImage } from '../api/upload-image.ts';
import { useUserNameAvailability } from '../hooks/use-username-availability.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { BusinessCategoriesField } from './business-categories-field.tsx';
import { UserNameStatusIcon, userNameStatusText } from './username-status.tsx';

type FormInput = z.input<typeof CreateProfileRequestSchema>;
type FormOutput = z.output<typeof CreateProfileRequestSchema>;

const UPLOAD_FAILED = 'Failed to upload profile picture. You can update it later.';
const EMPTY: FormInput = {
  name: '',
  userName: '',
  profileType: undefined as unknown as FormInput['profileType'],
  categoryArray: [],
};

/**
 * Create Profile (spec §2, §5): picture, name, username with a live availability check,
 * Personal or Business, and 1 to 3 business categories. Save stays disabled while the
 * username is being checked or is taken, while saving, and for a business without categories.
 * A new business profile becomes the active one and opens /home's set-up checklist (issue 35:
 * a new owner is led from creating the venue to setting it up).
 */
export function CreateProfileDialog({
  opened,
  onClose,
  profileType: presetType,
}: {
  opened: boolean;
  onClose: () => void;
  /** Chosen beforehand (the "Create your business profile" prompt). */
  profileType?: 'business';
}) {
  const initial: FormInput = presetType ? { ...EMPTY, profileType: presetType } : EMPTY;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateProfileRequestSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const navigate = useNavigate();
  const [entering, setEntering] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [categories, setCategories] = useState<BusinessCategory[]>([]);
  const [uploading, setUploading] = useState(false);
  const create = useCreateSocialProfile();

  const userName = form.watch('userName') ?? '';
  const profileType = form.watch('profileType');
  const availability = useUserNameAvailability(userName);
  const isBusiness = profileType === 'business';
  const missingCategories = isBusiness && categories.length === 0;
  const saving = uploading || create.isPending || entering;
  const saveDisabled = availability === 'checking' || availability === 'unavailable' || saving || missingCategories;
  const statusText = userNameStatusText(availability);
  const { errors } = form.formState;

  function close() {
    if (saving) return;
    form.reset(initial);
    setFile(null);
    setCategories([]);
    onClose();
  }

  function changeCategories(next: BusinessCategory[]) {
    setCategories(next);
    form.setValue(
      'categoryArray',
      next.map((category) => category._id),
      { shouldValidate: form.formState.isSubmitted },
    );
  }

  const submit = form.handleSubmit(async (values) => {
    if (!sessionStore.get().accessToken) return toastError('No access token available');
    let image = '';
    let uploadFailed = false;
    if (file) {
      setUploading(true);
      try {
        image = await uploadImage(file, 'profile-images', UPLOAD_FAILED);
      } catch {
        // Spec §5: the profile is still created; the picture can be added later.
        uploadFailed = true;
      } finally {
        setUploading(false);
      }
    }
    const payload = { ...values, image, categoryArray: values.profileType === 'business' ? values.categoryArray : [] };
    create.mutate(payload, {
      onSuccess: async (created) => {
        if (created.profileType === 'business') {
          setEntering(true);
          try {
            await switchProfile(created);
            navigate(paths.home.getHref());
          } finally {
            setEntering(false);
          }
        }
        // Said last, so the switch's own messages do not cover it.
        toast({ title: 'Profile created successfully!', description: uploadFailed ? UPLOAD_FAILED : undefined });
        form.reset(initial);
        setFile(null);
        setCategories([]);
        onClose();
      },
      onError: (error) => {
        const fallback =
          payload.profileType === 'business'
            ? 'Failed to create business profile. Please try again.'
            : 'Failed to create profile';
        toastError(error instanceof ApiError ? error.message : fallback);
      },
    });
  });

  return (
    <>
      <ResponsiveDialog opened={opened} onClose={close} title="Create Profile" size="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <AvatarPicker file={file} onChange={setFile} disabled={saving} />
            <TextInput
              label="Profile Name"
              placeholder="e.g. Spice Route Cafe"
              withAsterisk
              {...form.register('name')}
              error={errors.name?.message}
            />
            <TextInput
              label="Username"
              placeholder="spice-route"
              withAsterisk
              autoComplete="off"
              {...form.register('userName')}
              rightSection={<UserNameStatusIcon status={availability} />}
              description={errors.userName ? undefined : statusText.description}
              error={errors.userName?.message ?? statusText.error}
            />
            <Controller
              control={form.control}
              name="profileType"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label="Account Category"
                  withAsterisk
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                >
                  <Group mt={6}>
                    <Radio value="personal" label="Personal" />
                    <Radio value="business" label="Business" />
                  </Group>
                </Radio.Group>
              )}
            />
            {isBusiness && (
              <BusinessCategoriesField
                categories={categories}
                onChange={changeCategories}
                error={errors.categoryArray?.message}
              />
            )}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={close} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={saveDisabled}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </ResponsiveDialog>
    </>
  );
}
