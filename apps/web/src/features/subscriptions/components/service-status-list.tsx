import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { SERVICES, SERVICE_LABELS, type Service, type ServiceStatus } from '@venue/shared';
import { formatPaise } from '@venue/shared/money';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSubscriptionStatus } from '../api/get-subscription-status.ts';
import { formatLongDate } from '@/lib/local-date.ts';
import { hasLateFee, isCurrentState, STATE_BADGES } from '../utils/billing-format.ts';

/** Where each service's plans are (spec §2); table reservation plans live on the all-plans page. */
const PLANS_HREF: Record<Service, string> = {
  'digital-menu': paths.digitalMenuPlans.getHref(),
  'table-reservation': paths.subscriptionPlans.getHref(),
  'fast-social-verification': paths.fastSocialPlans.getHref(),
};

function ServiceCard({ status }: { status: ServiceStatus }) {
  const badge = STATE_BADGES[status.status];
  const isSubscribed = isCurrentState(status.status);
  return (
    <Card withBorder radius="md" padding="md" aria-label={SERVICE_LABELS[status.service]}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600}>{SERVICE_LABELS[status.service]}</Text>
          <Badge color={badge.color} variant="light" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        <Stack gap={2} style={{ flexGrow: 1 }}>
          <Text size="sm">
            {status.planName ? `${status.planName}${status.interval ? ` · ${status.interval}` : ''}` : 'No plan'}
            {status.manual && (
              <Text span size="xs" c="dimmed">
                {' '}
                (set by support)
              </Text>
            )}
          </Text>
          {status.nextDueDate && (
            <Text size="sm" c="dimmed">
              Next payment due {formatLongDate(status.nextDueDate)}
            </Text>
          )}
          {hasLateFee(status.status) && status.lateFeePaise > 0 && (
            <Text size="sm" c="red">
              Late fee {formatPaise(status.lateFeePaise)} added to the next payment
            </Text>
          )}
        </Stack>
        <Button component={Link} to={PLANS_HREF[status.service]} variant={isSubscribed ? 'filled' : 'light'} size="xs">
          {isSubscribed ? 'Renew' : 'View plans'}
        </Button>
      </Stack>
    </Card>
  );
}

/** Each service's current term: state, plan, next due date and late fee (issue 10 "Web"). */
export function ServiceStatusList({ profileId, enabled }: { profileId: string; enabled: boolean }) {
  const status = useSubscriptionStatus(enabled ? profileId : null);
  if (status.isError) {
    return (
      <Alert color="red" title="Error">
        {status.error.message}
      </Alert>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
      {SERVICES.map((service) =>
        status.data ? (
          <ServiceCard key={service} status={status.data.subscriptionStatus[service]} />
        ) : (
          <Skeleton key={service} height={150} radius="md" />
        ),
      )}
    </SimpleGrid>
  );
}
