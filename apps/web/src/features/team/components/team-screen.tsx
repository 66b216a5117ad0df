import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { PERMISSION_FLAG_LABELS, PERMISSION_FLAGS, ROLE_LABELS, type TeamMember } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { useIsCompact } from '@/hooks/use-is-mobile.ts';
import { useAccess, usePermissions } from '@/lib/permissions.ts';
import { useActiveProfile } from '@/lib/session.ts';
import { useTeamMembers } from '../api/get-team-members.ts';
import { AddMemberDialog } from './add-member-dialog.tsx';
import { AuditTrail } from './audit-trail.tsx';
import { MemberList } from './member-list.tsx';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';

/** What a staff member sees instead of the team: their own rights (issue #3: only owners and managers read the team). */
function OwnAccessCard() {
  const permissions = usePermissions();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={600}>Your access</Text>
          {permissions.role && <Badge variant="light">{ROLE_LABELS[permissions.role]}</Badge>}
        </Group>
        <Group gap="xs">
          {PERMISSION_FLAGS.map((flag) => (
            <Badge
              key={flag}
              color={permissions.flags[flag] ? 'teal' : 'gray'}
              variant={permissions.flags[flag] ? 'light' : 'outline'}
            >
              {PERMISSION_FLAG_LABELS[flag]}: {permissions.flags[flag] ? 'can edit' : 'view only'}
            </Badge>
          ))}
        </Group>
        <Text size="sm" c="dimmed">
          Only the owner and managers can see the team. Ask the owner if you need more access.
        </Text>
      </Stack>
    </Card>
  );
}

function TeamMembers({ profileId, onRemove }: { profileId: string; onRemove: (member: TeamMember) => void }) {
  // Only owners and managers may read the team: staff never ask (the server would refuse).
  const members = useTeamMembers(profileId, { enabled: useAccess({ role: 'manager' }) === 'allowed' });
  if (members.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading team members">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={52} radius="md" />
        ))}
      </Stack>
    );
  }
  if (members.isError)
    return (
      <Alert color="red" title="Error">
        {members.error.message}
      </Alert>
    );
  return <MemberList profileId={profileId} members={members.data} onRemove={onRemove} />;
}

/**
 * Roles and authorities (spec §2, §6; issue #3): the team of the active business profile,
 * adding by phone number, role and flag changes, removal with confirmation, and the audit
 * trail. Owner-only actions are guarded for everyone else; the server refuses them anyway.
 */
export function TeamScreen() {
  const activeProfile = useActiveProfile();
  // The table needs the room of a wide desktop: beside the sidebar below 1,200 px it cut its badges (issue 35).
  const isCompact = useIsCompact();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  if (!activeProfile) {
    return (
      <Alert icon={<IconInfoCircle />} title="No active profile selected">
        Choose a business profile to manage its team.
      </Alert>
    );
  }
  const profileId = activeProfile.profileId;
  const isBusiness = activeProfile.profileType === 'business';

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }} maw={1100}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2}>Roles and authorities</Title>
          <Text c="dimmed" size="sm">
            Decide who can work on {activeProfile.name ?? activeProfile.userName} and what they can change.
          </Text>
        </Stack>
        {isBusiness && (
          <AccessGuard role="owner" mode="disable">
            <Button leftSection={<IconUserPlus size={18} />} onClick={() => setAdding(true)}>
              Add member
            </Button>
          </AccessGuard>
        )}
      </Group>

      {!isBusiness && (
        <Alert icon={<IconInfoCircle />} title="Teams are for business profiles">
          Switch to a business profile to add managers and staff.
        </Alert>
      )}

      <AccessGuard role="manager" mode="fallback" fallback={<OwnAccessCard />}>
        {/* On mobile every member is a card of its own; a frame around them would be noise. */}
        {isCompact ? (
          <TeamMembers profileId={profileId} onRemove={setRemoving} />
        ) : (
          <Card withBorder radius="md" padding="md">
            <TeamMembers profileId={profileId} onRemove={setRemoving} />
          </Card>
        )}
      </AccessGuard>

      <AccessGuard role="owner" mode="fallback">
        <Stack gap="sm">
          <Title order={4}>Audit trail</Title>
          <Card withBorder radius="md" padding="lg">
            <AuditTrail profileId={profileId} />
          </Card>
        </Stack>
      </AccessGuard>

      <AddMemberDialog profileId={profileId} opened={adding} onClose={() => setAdding(false)} />
      <RemoveMemberDialog profileId={profileId} member={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
