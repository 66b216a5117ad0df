import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { BasicDetailsSchema, FAST_SOCIAL_MESSAGES } from '@venue/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Form } from '@/components/form/form.tsx';
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
  return (
    <Form
      form={form}
      onSubmit={save.mutateAsync}
      submitLabel="Save details"
      success={{ title: 'Details saved' }}
      failure={(error) => FAST_SOCIAL_MESSAGES.saveFailed(error.message)}
      access={{ flag: 'socialProfileAccess' }}
      maw={520}
    >
      <TextInput label="Name" withAsterisk {...form.register('name')} error={errors.name?.message} />
      <TextInput label="Username" value={basic.username} readOnly description={`Your page is /v/${basic.username}/links`} />
      <ContactSummary basic={basic} />
    </Form>
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
