import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Anchor, Button, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CONTACT_NUMBERS_MAX, ContactDetailsSchema, DEFAULT_CONTACT_LABEL, FAST_SOCIAL_MESSAGES } from '@venue/shared';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { DigitsField } from '@/components/digits-field.tsx';
import { Form } from '@/components/form/form.tsx';
import type { FastSocialAll } from '../api/get-fast-social.ts';
import { useSaveContactDetails, type ContactDetailsInput } from '../api/save-contact-details.ts';

type Values = ContactDetailsInput & { contactNumbers: NonNullable<ContactDetailsInput['contactNumbers']> };

let numberKey = 0;
const newNumberId = () => `n${Date.now().toString(36)}${++numberKey}`;

/**
 * /profile/settings/contact-details (spec §3 contact details): the venue's one set of contact
 * details (issue 35): address, Google Maps link, contact numbers with exactly one primary (the
 * first one added is it; label "Main" unless changed; the primary one is the business number
 * everywhere), the one WhatsApp number and the email. The business profile and the link page
 * show these; opening hours have their own screen, linked here.
 */
export function ContactDetailsForm({ data }: { data: FastSocialAll }) {
  const contact = data.sections['Contact Details'];
  const save = useSaveContactDetails();
  const form = useForm<Values>({
    resolver: zodResolver(ContactDetailsSchema) as never,
    defaultValues: {
      accountId: data.accountId,
      address: contact.address,
      googleMapsLink: contact.googleMapsLink ?? '',
      contactNumbers: contact.contactNumbers,
      whatsappNumber: contact.whatsappNumber ?? '',
      email: contact.email ?? '',
    },
  });
  const numbers = useFieldArray({ control: form.control, name: 'contactNumbers', keyName: 'fieldKey' });
  const { errors } = form.formState;
  const primaryIndex = form.watch('contactNumbers').findIndex((entry) => entry.isPrimary);

  const setPrimary = (index: number) =>
    form
      .getValues('contactNumbers')
      .forEach((_, i) => form.setValue(`contactNumbers.${i}.isPrimary`, i === index, { shouldDirty: true }));

  const removeNumber = (index: number) => {
    const wasPrimary = form.getValues(`contactNumbers.${index}.isPrimary`);
    numbers.remove(index);
    // The primary number cannot just vanish: the first remaining one takes over.
    if (wasPrimary && form.getValues('contactNumbers').length > 0) setPrimary(0);
  };

  return (
    <Form
      form={form}
      onSubmit={save.mutateAsync}
      submitLabel="Save contact details"
      success={{ title: 'Contact details saved' }}
      failure={(error) => FAST_SOCIAL_MESSAGES.saveFailed(error.message)}
      access={{ flag: 'socialProfileAccess' }}
      footer="sticky"
      gap="lg"
      maw={640}
    >
      <Textarea label="Address" autosize minRows={2} {...form.register('address')} error={errors.address?.message} />
      <TextInput
        label="Google Maps link"
        placeholder="https://maps.app.goo.gl/..."
        {...form.register('googleMapsLink')}
        error={errors.googleMapsLink?.message}
      />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h5">
            Contact numbers
          </Title>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            disabled={numbers.fields.length >= CONTACT_NUMBERS_MAX}
            onClick={() =>
              numbers.append({
                id: newNumberId(),
                number: '',
                label: DEFAULT_CONTACT_LABEL,
                isPrimary: numbers.fields.length === 0,
              })
            }
          >
            Add number
          </Button>
        </Group>
        <Radio.Group
          value={primaryIndex >= 0 ? String(primaryIndex) : ''}
          onChange={(value) => setPrimary(Number(value))}
          label="Primary number"
          error={errors.contactNumbers?.root?.message ?? errors.contactNumbers?.message}
        >
          <Stack gap="sm" mt="xs">
            {numbers.fields.length === 0 && (
              <Text size="sm" c="dimmed">
                No numbers yet.
              </Text>
            )}
            {numbers.fields.map((field, index) => (
              <Group key={field.fieldKey} align="flex-end" wrap="wrap" gap="sm">
                <DigitsField
                  control={form.control}
                  name={`contactNumbers.${index}.number`}
                  label={`Number ${index + 1}`}
                  placeholder="919000000011"
                  style={{ flex: 2, minWidth: 160 }}
                />
                <TextInput
                  label={`Label ${index + 1}`}
                  {...form.register(`contactNumbers.${index}.label`)}
                  style={{ flex: 1, minWidth: 100 }}
                />
                <Radio value={String(index)} label="Primary" aria-label={`Number ${index + 1} is primary`} mb={8} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove number ${index + 1}`}
                  onClick={() => removeNumber(index)}
                  mb={4}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Radio.Group>
      </Paper>
      <DigitsField
        control={form.control}
        name="whatsappNumber"
        label="WhatsApp number"
        description="Guests chat with you here from your menu and link page"
        placeholder="919000000011"
      />
      <TextInput label="Email" type="email" {...form.register('email')} error={errors.email?.message} />
      <Text size="sm">
        Opening hours have their own page:{' '}
        <Anchor component={Link} to={paths.openingHours.getHref()} underline="always">
          Opening hours
        </Anchor>
      </Text>
    </Form>
  );
}
