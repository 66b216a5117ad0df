import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Avatar, Button, FileButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import {
  EditBusinessProfileRequestSchema,
  type BusinessCategory,
  type BusinessProfileDetails,
  type EditBusinessProfileRequest,
} from '@venue/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { CropDialog } from '@/components/crop-dialog.tsx';
import { DigitsField } from '@/components/digits-field.tsx';
import { Form } from '@/components/form/form.tsx';
import { usePendingImage } from '@/hooks/use-pending-image.ts';
import { useBusinessProfile } from '../api/get-business-profile.ts';
import { useEditBusinessProfile } from '../api/edit-business-profile.ts';
import { uploadImage } from '../api/upload-image.ts';
import { BusinessCategoriesField } from './business-categories-field.tsx';

const asCategory = (category: { _id: string; name: string }): BusinessCategory => ({
  _id: category._id,
  id: category._id,
  uuid: category._id,
  name: category.name,
});

function EditForm({ profile }: { profile: BusinessProfileDetails }) {
  const edit = useEditBusinessProfile();
  const image = usePendingImage(profile.image);
  const [categories, setCategories] = useState<BusinessCategory[]>(profile.categories.map(asCategory));
  const form = useForm<EditBusinessProfileRequest>({
    resolver: zodResolver(EditBusinessProfileRequestSchema),
    defaultValues: {
      name: profile.name,
      image: profile.image ?? '',
      categoryArray: profile.categories.map((category) => category._id),
      gst: profile.gst ?? '',
      fssaiLicence: profile.fssaiLicence ?? '',
    },
  });
  const { errors } = form.formState;
  // The picture lives outside the form: the change last saved tells whether a newer one waits.
  const imageChange = image.pendingFile ?? (image.removed ? 'removed' : null);
  const [savedImageChange, setSavedImageChange] = useState<typeof imageChange>(null);

  const changeCategories = (next: BusinessCategory[]) => {
    setCategories(next);
    form.setValue(
      'categoryArray',
      next.map((category) => category._id),
      { shouldValidate: form.formState.isSubmitted, shouldDirty: true },
    );
  };

  const save = async (values: EditBusinessProfileRequest) => {
    const imageUrl = image.pendingFile
      ? await uploadImage(image.pendingFile, 'profile-images')
      : image.removed
        ? ''
        : (profile.image ?? '');
    await edit.mutateAsync({ ...values, image: imageUrl });
  };

  return (
    <>
      <Form
        form={form}
        onSubmit={save}
        submitLabel="Save"
        success={{ title: 'Business profile saved' }}
        failure={(error) => error.message}
        onSaved={() => setSavedImageChange(imageChange)}
        isDirty={imageChange !== savedImageChange}
        access={{ role: 'manager' }}
        footer="sticky"
        maw={560}
      >
        <Group gap="md">
          <Avatar src={image.previewUrl} size={84} radius={84} alt="Business picture" />
          <Stack gap={6}>
            <FileButton accept="image/png,image/jpeg,image/webp" onChange={(file) => file && image.pick(file)}>
              {(props) => (
                <Button variant="default" size="xs" {...props}>
                  Change picture
                </Button>
              )}
            </FileButton>
            {image.previewUrl && (
              <Button variant="subtle" color="red" size="xs" onClick={image.remove}>
                Remove picture
              </Button>
            )}
          </Stack>
        </Group>
        <TextInput label="Business name" withAsterisk {...form.register('name')} error={errors.name?.message} />
        <TextInput label="Username" value={profile.userName} readOnly description="The username cannot be changed" />
        <BusinessCategoriesField categories={categories} onChange={changeCategories} error={errors.categoryArray?.message} />
        <TextInput
          label="GSTIN"
          placeholder="29ABCDE1234F1Z5"
          maxLength={15}
          style={{ textTransform: 'uppercase' }}
          {...form.register('gst')}
          error={errors.gst?.message}
        />
        <Text size="sm" c="dimmed">
          Phone numbers, WhatsApp and email are kept in one place:{' '}
          <Anchor component={Link} to={paths.contactDetails.getHref()} underline="always">
            Contact details
          </Anchor>
        </Text>
        <DigitsField
          control={form.control}
          name="fssaiLicence"
          label="FSSAI licence number"
          description="14 digits; shown on your link page"
          maxDigits={14}
        />
      </Form>
      <CropDialog source={image.cropSource} onCancel={image.cancelCrop} onCropped={image.onCropped} />
    </>
  );
}

/**
 * /profile/edit-business-profile (issue 13; spec §5 profile rules): name, picture with crop,
 * 1–3 categories, GSTIN with its check character, FSSAI licence (numbers: Contact details, issue 35).
 */
export function EditBusinessProfileForm() {
  const profile = useBusinessProfile();
  if (profile.isPending) return <Loader aria-label="Loading business profile" />;
  if (profile.isError)
    return (
      <Alert color="red" title="Could not load the business profile">
        {profile.error.message}
      </Alert>
    );
  return <EditForm key={profile.data.profileId} profile={profile.data} />;
}
