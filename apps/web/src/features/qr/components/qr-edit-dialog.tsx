import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { QR_MESSAGES, QrCodeFormSchema, type QrCode, type QrCodeForm } from '@venue/shared';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { useUpdateQrCode } from '../api/update-qr-code.ts';

interface Props {
  code: QrCode;
  opened: boolean;
  onClose: () => void;
}

/**
 * A code's label (and a table's number), edited in place (issue 35). The code's address does
 * not change, so printed copies keep working and keep their scans.
 */
export function QrEditDialog({ code, opened, onClose }: Props) {
  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Edit QR code" size="md" drawerSize="auto">
      {opened ? <EditForm code={code} onClose={onClose} /> : null}
    </ResponsiveDialog>
  );
}

function EditForm({ code, onClose }: { code: QrCode; onClose: () => void }) {
  const update = useUpdateQrCode();
  const isTable = code.kind === 'table';
  const form = useForm<QrCodeForm>({
    resolver: zodResolver(QrCodeFormSchema),
    defaultValues: { kind: code.kind, label: code.label, tableNumber: String(code.tableNumber ?? ''), lastTableNumber: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: code._id, label: values.label, ...(isTable ? { tableNumber: Number(values.tableNumber) } : {}) },
      {
        onSuccess: ({ qrCode }) => {
          toast({ title: QR_MESSAGES.updated, description: qrCode.displayName });
          onClose();
        },
        onError: (error) => toastError(error.message),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${code.displayName}`}>
      <Stack gap="md">
        <TextInput
          label={isTable ? 'Table label' : 'Label (optional)'}
          description={isTable ? 'For example Table, Rooftop or Patio' : 'Shown under the code, e.g. Front door'}
          withAsterisk={isTable}
          data-autofocus
          error={form.formState.errors.label?.message}
          {...form.register('label')}
        />
        {isTable ? (
          <TextInput
            label="Table number"
            withAsterisk
            inputMode="numeric"
            error={form.formState.errors.tableNumber?.message}
            {...form.register('tableNumber')}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
