import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  QR_KIND_LABELS,
  QR_KINDS,
  QR_MESSAGES,
  QrCodeFormSchema,
  type QrCode,
  type QrCodeForm,
  type QrKind,
} from '@venue/shared';
import { toast, toastError } from '@/lib/toast.ts';
import { useCreateQrCode } from '../api/create-qr-code.ts';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';

const DEFAULTS: QrCodeForm = { kind: 'table', label: 'Table', tableNumber: '' };

/** What a code of each kind opens, said plainly under the choice. */
const KIND_HINTS: Record<QrKind, string> = {
  table: 'Opens your menu; scans are counted per table.',
  menu: 'Opens your menu, e.g. for the entrance, a flyer or the counter.',
  links: 'Opens your link page.',
};

/** /qr-manager/add: a code for the menu, a table (label and number) or the link page. */
export function QrCreateForm({ onCreated, onCancel }: { onCreated: (code: QrCode) => void; onCancel: () => void }) {
  const create = useCreateQrCode();
  const form = useForm<QrCodeForm>({ resolver: zodResolver(QrCodeFormSchema), defaultValues: DEFAULTS, mode: 'onTouched' });
  const kind = form.watch('kind');
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit((values) => {
    const request =
      values.kind === 'table'
        ? { kind: 'table' as const, label: values.label, tableNumber: Number(values.tableNumber) }
        : { kind: values.kind, label: values.label };
    create.mutate(request, {
      onSuccess: ({ qrCode }) => {
        unsaved.markSaved();
        toast({ title: QR_MESSAGES.created, description: qrCode.displayName });
        onCreated(qrCode);
      },
      onError: (error) => toastError(error.message),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New QR code">
      <Stack gap="md" maw={460}>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Stack gap={4}>
              <Text fw={500} size="sm" id="qr-kind-label">
                QR code opens
              </Text>
              <SegmentedControl
                aria-labelledby="qr-kind-label"
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  form.setValue('label', value === 'table' ? 'Table' : '');
                  form.clearErrors();
                }}
                data={QR_KINDS.map((value) => ({ value, label: QR_KIND_LABELS[value] }))}
              />
              <Text size="xs" c="dimmed">
                {KIND_HINTS[field.value]}
              </Text>
            </Stack>
          )}
        />
        <TextInput
          label={kind === 'table' ? 'Table label' : 'Label (optional)'}
          description={kind === 'table' ? 'For example Table, Rooftop or Patio' : 'For example Front door or Counter'}
          withAsterisk={kind === 'table'}
          error={form.formState.errors.label?.message}
          {...form.register('label')}
        />
        {kind === 'table' ? (
          <TextInput
            label="Table number"
            withAsterisk
            inputMode="numeric"
            error={form.formState.errors.tableNumber?.message}
            {...form.register('tableNumber')}
          />
        ) : null}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create QR code'}
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog guard={unsaved} />
    </form>
  );
}
