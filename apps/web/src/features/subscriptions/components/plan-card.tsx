import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { GST_RATE_PERCENT, type Plan } from '@venue/shared';
import { formatPaise } from '@venue/shared/money';
import type { ReactNode } from 'react';

const PER = { monthly: 'month', yearly: 'year' } as const;

function itemLimitText(plan: Plan): string | null {
  if (plan.service !== 'digital-menu') return null;
  return plan.itemLimit === null ? 'Unlimited menu items' : `Up to ${plan.itemLimit.toLocaleString('en-IN')} menu items`;
}

/**
 * One plan: its price before GST and the total a person pays (spec §1: rupees, Indian
 * grouping), what it includes, and the action `action` renders (subscribe, renew, guarded).
 */
export function PlanCard({ plan, isCurrent, action }: { plan: Plan; isCurrent: boolean; action: ReactNode }) {
  const limit = itemLimitText(plan);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow={isCurrent ? 'md' : 'xs'}
      aria-label={`${plan.name} plan`}
      style={isCurrent ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4">
            {plan.name}
          </Title>
          {isCurrent && (
            <Badge color="teal" variant="filled">
              Current plan
            </Badge>
          )}
        </Group>
        <Stack gap={2}>
          <Group gap={6} align="baseline">
            <Text fz={32} fw={700} lh={1}>
              {formatPaise(plan.pricePaise)}
            </Text>
            <Text c="dimmed" size="sm">
              / {PER[plan.interval]}
            </Text>
            <Text size="sm" c="dimmed">
              + {GST_RATE_PERCENT}% GST
            </Text>
          </Group>
          <Text size="sm">
            <Text span fw={600}>
              {formatPaise(plan.totalPaise)}
            </Text>{' '}
            incl. GST ({formatPaise(plan.gstPaise)})
          </Text>
        </Stack>
        {limit && (
          <Badge variant="light" color="gray" radius="sm" w="fit-content">
            {limit}
          </Badge>
        )}
        <List
          spacing={6}
          size="sm"
          style={{ flexGrow: 1 }}
          icon={
            <ThemeIcon size={18} radius="xl" color="teal" variant="light">
              <IconCheck size={12} />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}

/** The card's button; the guards and the login detour are the screen's business. */
export function PlanButton(props: { label: string; loading: boolean; onClick: () => void; variant: 'filled' | 'light' }) {
  return (
    <Button fullWidth variant={props.variant} loading={props.loading} onClick={props.onClick}>
      {props.label}
    </Button>
  );
}
