import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { BasicDetailsSchema, FAST_SOCIAL_MESSAGES } from '@venue/shared';
import { useForm } from 'react-hook-form';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { DigitsField } from '@/components/digits-field.tsx';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';
import { toast, toastError } from '@/lib/toast.ts';
import type { FastSocialAll } from '../api/get-fast-social.ts';
import { useSaveBasicDetails, type BasicDetailsInput } from '../api/save-basic-details.ts';

/** /profile/settings/fast-social (spec §3 basic details): the name, email and numbers the link page shows. */
export function BasicDetailsForm({ data }: { data: FastSocialAll }) {
  const basic = data.sections['Basic Details'];
  const save = useSaveBasicDetails();
  const form = useForm<BasicDetailsInput>({
    resolver: zodResolver(BasicDetailsSchema),
    defaultValues: {
      accountId: data.accountId,
      name: basic.name,
      email: basic.email ?? '',
      mobileNumber: basic.mobileNumber ?? '',
      businessWhatsappPhoneNumber: basic.businessWhatsappPhoneNumber ?? '',
    },
  });
  const { errors } = form.formState;
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        unsaved.markSaved();
        form.reset(values);
        toast({ title: 'Details saved' });
      },
      onError: (error) => toastError(FAST_SOCIAL_MESSAGES.saveFailed(error.message)),
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={520}>
        <TextInput label="Name" withAsterisk {...form.register('name')} error={errors.name?.message} />
        <TextInput label="Username" value={basic.username} readOnly description={`Your page is /v/${basic.username}/links`} />
        <TextInput label="Email" type="email" {...form.register('email')} error={errors.email?.message} />
        <DigitsField control={form.control} name="mobileNumber" label="Mobile number" />
        <DigitsField control={form.control} name="businessWhatsappPhoneNumber" label="Business WhatsApp number" />
        <AccessGuard flag="socialProfileAccess" mode="disable">
          <Button type="submit" loading={save.isPending}>
            Save details
          </Button>
        </AccessGuard>
      </Stack>
      <UnsavedChangesDialog guard={unsaved} />
    </form>
  );
}
