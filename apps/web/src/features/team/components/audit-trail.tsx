import { Alert, Loader, Stack, Text, Timeline } from '@mantine/core';
import { IconUserMinus, IconUserPlus, IconUserCog, IconMailForward } from '@tabler/icons-react';
import type { TeamAuditAction } from '@venue/shared';
import { useAccess } from '@/lib/permissions.ts';
import { useTeamAudit } from '../api/get-team-audit.ts';
import { describeActor, describeAuditEntry } from '../utils/describe-audit.ts';

const ICONS: Record<TeamAuditAction, typeof IconUserPlus> = {
  'member.invited': IconMailForward,
  'member.added': IconUserPlus,
  'member.updated': IconUserCog,
  'member.removed': IconUserMinus,
};

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Who changed the team, what and when, newest first (owner only). */
export function AuditTrail({ profileId }: { profileId: string }) {
  const audit = useTeamAudit(profileId, { enabled: useAccess({ role: 'owner' }) === 'allowed' });
  if (audit.isPending) return <Loader size="sm" aria-label="Loading the audit trail" />;
  if (audit.isError) return <Alert color="red">{audit.error.message}</Alert>;
  if (audit.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No team changes yet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={26} lineWidth={2} aria-label="Team audit trail">
      {audit.data.map((entry) => {
        const Icon = ICONS[entry.action];
        return (
          <Timeline.Item key={entry._id} bullet={<Icon size={14} />} title={describeAuditEntry(entry)}>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                by {describeActor(entry)} · <time dateTime={entry.createdAt}>{WHEN.format(new Date(entry.createdAt))}</time>
              </Text>
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
