import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { SocialLinkInputSchema, type SocialLinkInput } from '@venue/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { instantToVenueLocal, venueLocalToInstant } from '@/lib/venue-time.ts';
import { IconPicker } from './icon-picker.tsx';

export type LinkFormValues = SocialLinkInput;

interface Props {
  opened: boolean;
  /** The link being edited, or null to add one. */
  initial: LinkFormValues | null;
  timeZone: string;
  onClose: () => void;
  onSubmit: (values: LinkFormValues) => void;
}

const EMPTY: LinkFormValues = { name: '', url: 'https://', icon: 'link', live: true, startsAt: null, endsAt: null };

/** A date-time field on the venue's clock whose value is an ISO instant (or null when cleared). */
function VenueDateTimeField({
  label,
  value,
  onChange,
  error,
  timeZone,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string;
  timeZone: string;
}) {
  return (
    <TextInput
      type="datetime-local"
      label={label}
      value={value ? instantToVenueLocal(value, timeZone) : ''}
      onChange={(event) => onChange(event.currentTarget.value ? venueLocalToInstant(event.currentTarget.value, timeZone) : null)}
      error={error}
      style={{ flex: 1, minWidth: 200 }}
    />
  );
}

/**
 * Add or edit one link: name, address (the shared LinkUrlSchema refuses javascript:, data: and
 * other schemes with its message), icon, live, and an optional schedule typed in the venue's
 * zone. Nothing is sent here: the editor saves the whole list.
 */
export function LinkFormDialog({ opened, initial, timeZone, onClose, onSubmit }: Props) {
  const form = useForm<LinkFormValues>({ resolver: zodResolver(SocialLinkInputSchema), defaultValues: initial ?? EMPTY });
  // Each opening starts from the link being edited (or a blank one), not from what was typed and cancelled.
  useEffect(() => {
    if (opened) form.reset(initial ?? EMPTY);
  }, [opened, initial, form]);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    onSubmit({ ...values, startsAt: values.startsAt ?? null, endsAt: values.endsAt ?? null });
  });

  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title={initial ? 'Edit link' : 'Add link'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Name" placeholder="Instagram" withAsterisk {...form.register('name')} error={errors.name?.message} />
          <TextInput
            label="Link"
            placeholder="https://instagram.com/yourvenue"
            description="https://, tel:, mailto:, upi: or whatsapp:"
            withAsterisk
            {...form.register('url')}
            error={errors.url?.message}
          />
          <Controller
            control={form.control}
            name="icon"
            render={({ field }) => <IconPicker value={field.value} onChange={field.onChange} error={errors.icon?.message} />}
          />
          <Controller
            control={form.control}
            name="live"
            render={({ field }) => (
              <Switch
                label="Live"
                description="Off hides the link from the page without deleting it"
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <div>
            <Text size="sm" fw={500}>
              Schedule (optional)
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              Times are the venue's ({timeZone}). Leave empty to show the link always.
            </Text>
            <Group align="flex-start" gap="sm">
              <Controller
                control={form.control}
                name="startsAt"
                render={({ field }) => (
                  <VenueDateTimeField label="Show from" value={field.value} onChange={field.onChange} timeZone={timeZone} />
                )}
              />
              <Controller
                control={form.control}
                name="endsAt"
                render={({ field }) => (
                  <VenueDateTimeField
                    label="Show until"
                    value={field.value}
                    onChange={field.onChange}
                    timeZone={timeZone}
                    error={errors.endsAt?.message}
                  />
                )}
              />
            </Group>
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">{initial ? 'Update link' : 'Add link'}</Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveDialog>
  );
}
