import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { SUPER_ADMIN_MESSAGES, SuperAdminChangeSchema, SuperAdminEnableSchema, type SuperAdminService } from '@venue/shared';
import { DEFAULT_TIME_ZONE } from '@venue/shared/constants';
import { useForm } from 'react-hook-form';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { venueDate } from '@/lib/local-date.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useChangeSuperAdminService } from '../api/change-super-admin-service.ts';

interface ChangeForm {
  reason: string;
  until?: string;
}

/**
 * Enabling names its last day, after today (decisions §7: nothing is free forever): today in
 * India, where the platform's venues are; the server checks `until` again on the venue's own clock.
 */
const EnableFormSchema = SuperAdminEnableSchema.refine((value) => value.until > venueDate(DEFAULT_TIME_ZONE), {
  path: ['until'],
  message: SUPER_ADMIN_MESSAGES.untilNotAfterToday,
});

export interface PendingChange {
  profileId: string;
  profileName: string;
  service: SuperAdminService;
  serviceLabel: string;
  action: 'enable' | 'disable';
}

/**
 * Enabling or disabling a venue's subscription by hand: always with a reason, for the audit
 * trail (decisions §6), and enabling with the last day it stays on (decisions §7).
 */
export function ChangeServiceDialog({ change, onClose }: { change: PendingChange | null; onClose: () => void }) {
  const mutation = useChangeSuperAdminService();
  const isEnable = change?.action !== 'disable';
  const form = useForm<ChangeForm>({
    resolver: zodResolver(isEnable ? EnableFormSchema : SuperAdminChangeSchema) as never,
    defaultValues: { reason: '' },
  });
  const verb = isEnable ? 'Enable' : 'Disable';

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit(({ reason, until }) => {
    if (!change) return;
    mutation.mutate(
      change.action === 'enable'
        ? { profileId: change.profileId, service: change.service, action: 'enable', reason, until: until! }
        : { profileId: change.profileId, service: change.service, action: 'disable', reason },
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
          {isEnable && (
            <TextInput
              type="date"
              label="Free until"
              description="The last day it stays on. After it, the venue pays as usual."
              required
              min={venueDate(DEFAULT_TIME_ZONE, 1)}
              {...form.register('until', { setValueAs: (value: string) => value || undefined })}
              error={form.formState.errors.until?.message}
            />
          )}
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
