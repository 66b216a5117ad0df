import { Badge, Group, Select, Switch, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import {
  PERMISSION_FLAG_LABELS,
  PERMISSION_FLAGS,
  ROLE_LABELS,
  type AssignableRole,
  type PermissionFlag,
  type PermissionFlags,
  type TeamMember,
} from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useEditUserRoleAndPermissions } from '../api/edit-user-role-and-permissions.ts';
import { memberName } from '../utils/member-name.ts';

const ROLE_OPTIONS = (['manager', 'staff'] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The change call aims at the member by user, or by membership row for an invite not yet claimed. */
const targetOf = (member: TeamMember) => (member.userId ? { userId: member.userId } : { memberId: member.memberId });

export interface MemberAccess {
  change: (role: AssignableRole, permissions: PermissionFlags) => Promise<void>;
  isPending: boolean;
}

/**
 * One change at a time per member: every control of a row shares this, so a second switch
 * cannot overwrite the first with stale flags while the first is still saving.
 */
export function useChangeMemberAccess(profileId: string, member: TeamMember): MemberAccess {
  const edit = useEditUserRoleAndPermissions(profileId);
  const change = async (role: AssignableRole, permissions: PermissionFlags) => {
    try {
      await edit.mutateAsync({ ...targetOf(member), role, permissions });
      toast({ title: 'Access updated', description: `${memberName(member)}'s changes apply from their next action.` });
    } catch (error) {
      toastError((error as Error).message);
    }
  };
  return { change, isPending: edit.isPending };
}

/** The member's role picker; the owner's role is fixed. */
export function MemberRoleControl({ member, access }: { member: TeamMember; access: MemberAccess }) {
  const { change, isPending } = access;
  if (member.role === 'owner') {
    return (
      <Badge color="teal" variant="light">
        {ROLE_LABELS.owner}
      </Badge>
    );
  }
  return (
    <AccessGuard role="owner" mode="disable">
      <Select
        aria-label={`Role of ${memberName(member)}`}
        data={ROLE_OPTIONS}
        value={member.role}
        allowDeselect={false}
        disabled={isPending}
        w={130}
        size="xs"
        onChange={(value) => {
          if (value && value !== member.role) void change(value as AssignableRole, member.permissions);
        }}
      />
    </AccessGuard>
  );
}

/** One switch per feature flag; the owner holds every flag whatever is stored. */
export function MemberFlagSwitch({ member, flag, access }: { member: TeamMember; flag: PermissionFlag; access: MemberAccess }) {
  const { change, isPending } = access;
  const label = `${PERMISSION_FLAG_LABELS[flag]} for ${memberName(member)}`;
  if (member.role === 'owner') {
    return (
      <Tooltip label="The owner always has every permission" events={{ hover: true, focus: true, touch: true }}>
        <ThemeIcon variant="light" color="teal" radius="xl" size="md" role="img" aria-label={`${label}: always on`} tabIndex={0}>
          <IconCheck size={16} />
        </ThemeIcon>
      </Tooltip>
    );
  }
  return (
    <AccessGuard role="owner" mode="disable">
      <Switch
        aria-label={label}
        checked={member.permissions[flag]}
        disabled={isPending}
        onChange={(event) =>
          void change(member.role as AssignableRole, { ...member.permissions, [flag]: event.currentTarget.checked })
        }
      />
    </AccessGuard>
  );
}

/** Every flag switch of a member, labelled, for the mobile card. */
export function MemberFlagList({ member, access }: { member: TeamMember; access: MemberAccess }) {
  return (
    <Group gap="lg" wrap="wrap">
      {PERMISSION_FLAGS.map((flag) => (
        <Group key={flag} gap={6} wrap="nowrap">
          <MemberFlagSwitch member={member} flag={flag} access={access} />
          <span style={{ fontSize: 'var(--mantine-font-size-sm)' }}>{PERMISSION_FLAG_LABELS[flag]}</span>
        </Group>
      ))}
    </Group>
  );
}
