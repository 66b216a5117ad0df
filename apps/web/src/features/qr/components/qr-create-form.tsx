import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import {
  QR_KIND_LABELS,
  QR_KINDS,
  QR_MESSAGES,
  QR_TABLES_PER_BATCH_MAX,
  QrCodeFormSchema,
  type QrCodeForm,
  type QrKind,
  type QrTablesBody,
} from '@venue/shared';
import { countOf } from '@/lib/plural.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useCreateQrCode } from '../api/create-qr-code.ts';
import { useCreateQrTables } from '../api/create-qr-tables.ts';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';

const DEFAULTS: QrCodeForm = { kind: 'table', label: 'Table', tableNumber: '', lastTableNumber: '' };

/** What a code of each kind opens, said plainly under the choice. */
const KIND_HINTS: Record<QrKind, string> = {
  table: 'Opens your menu; scans are counted per table.',
  menu: 'Opens your menu, e.g. for the entrance, a flyer or the counter.',
  links: 'Opens your link page.',
  booking: 'Opens your table booking page, e.g. for the window or a takeaway bag.',
};

/** "40 QR codes created", and which tables already had one (they keep their code). */
function tablesCreatedToast({ created, existing }: QrTablesBody, label: string) {
  toast({
    title: `${countOf(created.length, 'QR code')} created`,
    description:
      existing.length > 0
        ? `${label} ${existing.join(', ')} already had ${existing.length === 1 ? 'a code' : 'codes'} and kept ${existing.length === 1 ? 'it' : 'them'}.`
        : `${created[0]?.displayName} to ${created.at(-1)?.displayName}`,
  });
}

/**
 * /qr-manager/add: a code for the menu, the link page, the booking page, or a table; for tables
 * a run of numbers ("1" to "40") makes a room's worth at once (issue 35).
 */
export function QrCreateForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const create = useCreateQrCode();
  const createTables = useCreateQrTables();
  const form = useForm<QrCodeForm>({ resolver: zodResolver(QrCodeFormSchema), defaultValues: DEFAULTS, mode: 'onTouched' });
  const kind = form.watch('kind');
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  // Four kinds do not fit a phone's width side by side: they stack there.
  const isMobile = useIsMobile();

  const submit = form.handleSubmit((values) => {
    const onError = (error: Error) => toastError(error.message);
    const isRun = values.kind === 'table' && values.lastTableNumber !== '' && values.lastTableNumber !== values.tableNumber;
    if (isRun) {
      const request = { label: values.label, fromNumber: Number(values.tableNumber), toNumber: Number(values.lastTableNumber) };
      createTables.mutate(request, {
        onSuccess: (body) => {
          unsaved.markSaved();
          tablesCreatedToast(body, values.label);
          onCreated();
        },
        onError,
      });
      return;
    }
    const request =
      values.kind === 'table'
        ? { kind: 'table' as const, label: values.label, tableNumber: Number(values.tableNumber) }
        : { kind: values.kind, label: values.label };
    create.mutate(request, {
      onSuccess: ({ qrCode }) => {
        unsaved.markSaved();
        toast({ title: QR_MESSAGES.created, description: qrCode.displayName });
        onCreated();
      },
      onError,
    });
  });
  const isPending = create.isPending || createTables.isPending;

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
                orientation={isMobile ? 'vertical' : 'horizontal'}
                fullWidth={isMobile}
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
          <Stack gap={4}>
            <Group grow align="flex-start" gap="sm">
              <TextInput
                label="Table number"
                withAsterisk
                inputMode="numeric"
                error={form.formState.errors.tableNumber?.message}
                {...form.register('tableNumber')}
              />
              <TextInput
                label="To table (optional)"
                inputMode="numeric"
                error={form.formState.errors.lastTableNumber?.message}
                {...form.register('lastTableNumber')}
              />
            </Group>
            <Text size="xs" c="dimmed">
              {`For a whole room at once, e.g. 1 to 40 (up to ${QR_TABLES_PER_BATCH_MAX} tables). Tables that already have a code keep it.`}
            </Text>
          </Stack>
        ) : null}
        <Group>
          <Button type="submit" loading={isPending}>
            {isPending ? 'Creating...' : 'Create QR code'}
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
