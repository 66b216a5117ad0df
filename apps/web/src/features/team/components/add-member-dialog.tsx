import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  AssignableRoleSchema,
  PERMISSION_FLAG_LABELS,
  PERMISSION_FLAGS,
  PermissionFlagsSchema,
  ROLE_LABELS,
} from '@venue/shared';
import { DigitsField } from '@/components/digits-field.tsx';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { formatPhoneNumber, INVALID_MOBILE_MESSAGE, toE164 } from '@/lib/phone.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useEditUserRoleAndPermissions } from '../api/edit-user-role-and-permissions.ts';
import { FLAG_DESCRIPTIONS, ROLE_DESCRIPTIONS } from '../utils/labels.ts';

/** The add form: the shared request schema's role and flags, plus the number rule of the login screen. */
const AddMemberFormSchema = z.object({
  mobileNumber: z
    .string()
    .trim()
    .min(1, 'Enter a mobile number')
    .refine((text) => toE164(text) !== null, INVALID_MOBILE_MESSAGE),
  role: AssignableRoleSchema,
  permissions: PermissionFlagsSchema,
});
type AddMemberForm = z.infer<typeof AddMemberFormSchema>;

const EMPTY: AddMemberForm = {
  mobileNumber: '',
  role: 'staff',
  permissions: { digitalMenuAccess: false, tableReserveAccess: false, socialProfileAccess: false },
};

export function AddMemberDialog({ profileId, opened, onClose }: { profileId: string; opened: boolean; onClose: () => void }) {
  const edit = useEditUserRoleAndPermissions(profileId);
  const form = useForm<AddMemberForm>({ resolver: zodResolver(AddMemberFormSchema), defaultValues: EMPTY, mode: 'onTouched' });

  const close = () => {
    form.reset(EMPTY);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await edit.mutateAsync(values);
      const who = formatPhoneNumber(result.user.mobileNumber);
      if (!result.created)
        toast({ title: 'Access updated', description: `${who} was already on the team; their access is updated.` });
      // A new number is always an invite, so the answer never says whether it has an account.
      else
        toast({
          title: 'Invite saved',
          description: `${who} gets access the next time they log in with this number; an SMS tells them so.`,
        });
      close();
    } catch (error) {
      toastError((error as Error).message);
    }
  });

  return (
    <ResponsiveDialog opened={opened} onClose={close} title="Add team member" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <DigitsField
            control={form.control}
            name="mobileNumber"
            label="Mobile number"
            description="They log in with this number and a one-time code."
            placeholder="90000 00000"
            leftSection={<Text size="sm">+91</Text>}
            inputMode="tel"
            autoComplete="off"
            data-autofocus
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="add-member-role">
                  Role
                </Text>
                <SegmentedControl
                  aria-labelledby="add-member-role"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={(['manager', 'staff'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
                />
                <Text size="xs" c="dimmed">
                  {ROLE_DESCRIPTIONS[field.value]}
                </Text>
              </Stack>
            )}
          />
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              Can edit
            </Text>
            {PERMISSION_FLAGS.map((flag) => (
              <Controller
                key={flag}
                control={form.control}
                name={`permissions.${flag}`}
                render={({ field }) => (
                  <Switch
                    label={PERMISSION_FLAG_LABELS[flag]}
                    description={FLAG_DESCRIPTIONS[flag]}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ))}
          </Stack>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close} disabled={edit.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={edit.isPending}>
              Add member
            </Button>
          </Group>
        </Stack>
      </form>
    </ResponsiveDialog>
  );
}
