import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { BasicDetailsSchema, FAST_SOCIAL_MESSAGES } from '@venue/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';
import { toast, toastError } from '@/lib/toast.ts';
import type { FastSocialAll } from '../api/get-fast-social.ts';
import { useSaveBasicDetails, type BasicDetailsInput } from '../api/save-basic-details.ts';

/**
 * /profile/settings/fast-social (spec §3 basic details): the name the link page shows. Its
 * numbers, WhatsApp and email are the venue's one set of contact details (issue 35), edited at
 * Profile → Contact details and only shown here.
 */
export function BasicDetailsForm({ data }: { data: FastSocialAll }) {
  const basic = data.sections['Basic Details'];
  const save = useSaveBasicDetails();
  const form = useForm<BasicDetailsInput>({
    resolver: zodResolver(BasicDetailsSchema),
    defaultValues: {
      accountId: data.accountId,
      name: basic.name,
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
        <ContactSummary basic={basic} />
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

/** The venue's numbers and email as guests see them, and where to change them. */
function ContactSummary({ basic }: { basic: FastSocialAll['sections']['Basic Details'] }) {
  const shown = (value: string | null) => (value ? value : 'Not set');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Contact details
      </Text>
      <Text size="sm">Mobile number: {shown(basic.mobileNumber && `+${basic.mobileNumber}`)}</Text>
      <Text size="sm">
        WhatsApp number: {shown(basic.businessWhatsappPhoneNumber && `+${basic.businessWhatsappPhoneNumber}`)}
      </Text>
      <Text size="sm">Email: {shown(basic.email)}</Text>
      <Text size="sm" c="dimmed">
        Numbers, WhatsApp and email are kept in one place for your menu, link page and bookings:{' '}
        <Anchor component={Link} to={paths.contactDetails.getHref()} underline="always">
          edit them in Contact details
        </Anchor>
      </Text>
    </Stack>
  );
}
