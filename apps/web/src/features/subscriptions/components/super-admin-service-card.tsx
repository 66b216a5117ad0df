import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { SERVICE_LABELS, serviceOfSuperAdminPath, type SuperAdminService } from '@venue/shared';
import { useSuperAdminServiceStatus } from '../api/get-super-admin-service-status.ts';
import { addDays, formatLongDate } from '@/lib/local-date.ts';
import { formatInstantIst, STATE_BADGES } from '../utils/billing-format.ts';

/** "subscription.enabled" → "Subscription enabled": audit action names read as sentences. */
const describeAction = (action: string) => {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface Props {
  profileId: string;
  service: SuperAdminService;
  onChange: (action: 'enable' | 'disable') => void;
}

/** One of the venue's three subscriptions as a super-admin sees it: its state, the switches, and who changed it. */
export function SuperAdminServiceCard({ profileId, service, onChange }: Props) {
  const label = SERVICE_LABELS[serviceOfSuperAdminPath(service)];
  const query = useSuperAdminServiceStatus(profileId, service);
  const status = query.data?.status;
  const audit = query.data?.audit ?? [];
  const badge = status ? STATE_BADGES[status.status] : null;

  return (
    <Card withBorder radius="md" padding="md" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600}>{label}</Text>
          {badge && (
            <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
              {badge.label}
            </Badge>
          )}
        </Group>
        {query.isPending && <Skeleton height={80} radius="sm" />}
        {query.isError && <Alert color="red">{query.error.message}</Alert>}
        {status && (
          <>
            <Stack gap={2}>
              <Text size="sm">
                {status.planName ?? 'No plan'}
                {status.manual ? ' · set by hand' : ''}
              </Text>
              {status.nextDueDate && (
                <Text size="sm" c="dimmed">
                  Paid until {formatLongDate(addDays(status.nextDueDate, -1))}
                </Text>
              )}
            </Stack>
            <Group gap="xs">
              <Button size="xs" color="teal" disabled={status.status === 'active'} onClick={() => onChange('enable')}>
                Enable
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={status.status === 'inactive'}
                onClick={() => onChange('disable')}
              >
                Disable
              </Button>
            </Group>
            <Stack gap={6}>
              <Group gap={6} c="dimmed">
                <IconHistory size={14} />
                <Text size="xs" fw={600} tt="uppercase">
                  Audit trail
                </Text>
              </Group>
              {audit.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No changes yet.
                </Text>
              ) : (
                <Timeline bulletSize={12} lineWidth={2} aria-label={`${label} audit trail`}>
                  {audit.map((entry, index) => (
                    <Timeline.Item key={`${entry.at}-${index}`} title={describeAction(entry.action)}>
                      <Text size="xs" c="dimmed">
                        {formatInstantIst(entry.at)} · by {entry.actorPhone ?? 'the system'}
                      </Text>
                      {entry.reason && <Text size="sm">“{entry.reason}”</Text>}
                    </Timeline.Item>
                  ))}
                </Timeline>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
