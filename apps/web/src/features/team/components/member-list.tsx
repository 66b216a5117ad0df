import { ActionIcon, Card, Group, Stack, Table, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { PERMISSION_FLAG_LABELS, PERMISSION_FLAGS, type TeamMember } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { useIsCompact } from '@/hooks/use-is-mobile.ts';
import { memberName } from '../utils/member-name.ts';
import { MemberFlagList, MemberFlagSwitch, MemberRoleControl, useChangeMemberAccess } from './member-access-controls.tsx';
import { MemberIdentity } from './member-identity.tsx';

interface MemberListProps {
  profileId: string;
  members: TeamMember[];
  onRemove: (member: TeamMember) => void;
}

/** Remove is the owner's alone (issue #3); the owner's own row has none. */
function RemoveButton({ member, onRemove }: { member: TeamMember; onRemove: (member: TeamMember) => void }) {
  if (member.role === 'owner') return null;
  const label = `Remove ${memberName(member)}`;
  return (
    <AccessGuard role="owner" mode="fallback">
      <Tooltip label={member.hasLoggedIn ? 'Remove access' : 'Withdraw invite'}>
        <ActionIcon variant="subtle" color="red" aria-label={label} onClick={() => onRemove(member)}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </AccessGuard>
  );
}

function MemberTableRow({
  profileId,
  member,
  onRemove,
}: {
  profileId: string;
  member: TeamMember;
  onRemove: MemberListProps['onRemove'];
}) {
  const access = useChangeMemberAccess(profileId, member);
  return (
    <Table.Tr data-testid={`member-${member.mobileNumber}`}>
      <Table.Td>
        <MemberIdentity member={member} />
      </Table.Td>
      <Table.Td>
        <MemberRoleControl member={member} access={access} />
      </Table.Td>
      {PERMISSION_FLAGS.map((flag) => (
        <Table.Td key={flag} ta="center">
          <MemberFlagSwitch member={member} flag={flag} access={access} />
        </Table.Td>
      ))}
      <Table.Td ta="right">
        <RemoveButton member={member} onRemove={onRemove} />
      </Table.Td>
    </Table.Tr>
  );
}

function MemberCard({
  profileId,
  member,
  onRemove,
}: {
  profileId: string;
  member: TeamMember;
  onRemove: MemberListProps['onRemove'];
}) {
  const access = useChangeMemberAccess(profileId, member);
  return (
    <Card withBorder radius="md" padding="md" data-testid={`member-${member.mobileNumber}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <MemberIdentity member={member} />
          <RemoveButton member={member} onRemove={onRemove} />
        </Group>
        <MemberRoleControl member={member} access={access} />
        <MemberFlagList member={member} access={access} />
      </Stack>
    </Card>
  );
}

/** The team: a table on a wide desktop, one card per member below 1,200 px. */
export function MemberList({ profileId, members, onRemove }: MemberListProps) {
  // The table needs the room of a wide desktop: beside the sidebar below 1,200 px it cut its badges (issue 35).
  const isCompact = useIsCompact();
  if (isCompact) {
    return (
      <Stack gap="sm">
        {members.map((member) => (
          <MemberCard key={member.memberId} profileId={profileId} member={member} onRemove={onRemove} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Role</Table.Th>
            {PERMISSION_FLAGS.map((flag) => (
              <Table.Th key={flag} ta="center">
                {PERMISSION_FLAG_LABELS[flag]}
              </Table.Th>
            ))}
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <MemberTableRow key={member.memberId} profileId={profileId} member={member} onRemove={onRemove} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
