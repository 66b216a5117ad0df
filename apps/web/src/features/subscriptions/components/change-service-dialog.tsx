import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { SuperAdminChangeSchema, type SuperAdminService } from '@venue/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useChangeSuperAdminService } from '../api/change-super-admin-service.ts';

type ChangeForm = z.infer<typeof SuperAdminChangeSchema>;

export interface PendingChange {
  profileId: string;
  profileName: string;
  service: SuperAdminService;
  serviceLabel: string;
  action: 'enable' | 'disable';
}

/** Enabling or disabling a venue's subscription by hand: always with a reason, for the audit trail (decisions §6). */
export function ChangeServiceDialog({ change, onClose }: { change: PendingChange | null; onClose: () => void }) {
  const mutation = useChangeSuperAdminService();
  const form = useForm<ChangeForm>({ resolver: zodResolver(SuperAdminChangeSchema), defaultValues: { reason: '' } });
  const verb = change?.action === 'disable' ? 'Disable' : 'Enable';

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(({ reason }) => {
    if (!change) return;
    mutation.mutate(
      { profileId: change.profileId, service: change.service, action: change.action, reason },
      {
        onSuccess: () => {
          toast({ title: `${change.serviceLabel} ${change.action}d`, description: `For ${change.profileName}.` });
          close();
        },
        onError: (error) => toastError(error instanceof ApiError ? error.message : `Failed to ${change.action} the subscription`),
      },
    );
  });

  return (
    <ResponsiveDialog
      opened={change !== null}
      onClose={close}
      title={`${verb} ${change?.serviceLabel ?? ''}`}
      size="md"
      drawerSize="auto"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {verb} {change?.serviceLabel.toLowerCase()} for <strong>{change?.profileName}</strong>. The change and your reason are
            recorded in the audit trail.
          </Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={3}
            data-autofocus
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color={change?.action === 'disable' ? 'red' : 'teal'} loading={mutation.isPending}>
              {verb}
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveDialog>
  );
}
