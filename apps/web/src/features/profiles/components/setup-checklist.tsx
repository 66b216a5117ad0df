import { Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SetupStep } from '@venue/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSetupChecklist } from '../api/get-setup-checklist.ts';
import classes from './setup-checklist.module.css';

/** What each step asks and where the owner does it (issue 15: "empty states with the action to take"). */
const STEPS: Record<SetupStep, { title: string; hint: string }> = {
  logo: { title: 'Add your logo', hint: 'Guests see it on your menu and your link page.' },
  contact: { title: 'Add contact details', hint: 'A phone number or an address guests can reach you at.' },
  category: { title: 'Create your first category', hint: 'Such as Food or Drinks.' },
  item: { title: 'Add your first dish', hint: 'With its price, and a photo if you have one.' },
  theme: { title: "Choose your menu's look", hint: 'Pick the theme guests see.' },
  qr: { title: 'Make a QR code', hint: 'For your tables or your door.' },
  publish: { title: 'Publish your menu', hint: 'Preview it, then publish it for guests.' },
};

/** Where a step's action goes: a screen, with navigation state where the screen reads one. */
const TARGETS: Record<Exclude<SetupStep, 'category'>, { to: string; state?: unknown }> = {
  logo: { to: paths.editBusinessProfile.getHref() },
  contact: { to: paths.contactDetails.getHref() },
  item: { to: paths.menu.getHref() },
  theme: { to: paths.digitalMenuSettings.getHref() },
  qr: { to: paths.qrManagerAdd.getHref() },
  publish: { to: paths.menu.getHref(), state: { preview: true } },
};

interface Props {
  /** Changes whenever the menu does, so a category or dish added on /home ticks its step at once. */
  menuVersion: unknown;
  /** "Create a category" opens the home screen's own dialog. */
  onAddCategory: () => void;
}

/**
 * /home's set-up checklist for a new venue (issue 15): seven first steps with progress, each
 * read from the venue's real data, each with the action that does it. Gone once all are done.
 */
export function SetupChecklist({ menuVersion, onAddCategory }: Props) {
  const checklist = useSetupChecklist(menuVersion);
  if (checklist.isPending) return <Skeleton h={120} radius="md" />;
  // The checklist helps; it never stands in the way of the screen when it cannot load.
  if (checklist.isError || checklist.data.completed === checklist.data.total) return null;
  const { steps, completed, total } = checklist.data;
  const next = steps.find((step) => !step.done)?.id;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="setup-checklist-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={4} id="setup-checklist-title">
            Set up your venue
          </Title>
          <Text size="sm" c="dimmed">
            {completed} of {total} done
          </Text>
        </Group>
        <Progress value={(completed / total) * 100} aria-label={`Set-up progress: ${completed} of ${total} steps done`} />
        <Stack gap={0} component="ol" aria-label="Set-up steps" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {steps.map(({ id, done }) => (
            <li key={id} data-step={id} data-done={done || undefined} className={classes.step}>
              {done ? (
                <Group gap="sm" wrap="nowrap" className={classes.row}>
                  <ThemeIcon radius="xl" size={24} aria-hidden>
                    <IconCheck size={15} />
                  </ThemeIcon>
                  <Text size="sm" td="line-through" style={{ flex: 1 }}>
                    {STEPS[id].title}
                    <VisuallyHidden> (done)</VisuallyHidden>
                  </Text>
                </Group>
              ) : (
                // The whole row is the step's action: a big target on a phone, one tab stop.
                <StepLink id={id} onAddCategory={onAddCategory}>
                  <Group gap="sm" wrap="nowrap" className={classes.row} data-next={id === next || undefined}>
                    <span className={classes.todo} aria-hidden />
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {STEPS[id].title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {STEPS[id].hint}
                      </Text>
                    </Stack>
                    <IconChevronRight size={18} aria-hidden className={classes.chevron} />
                  </Group>
                </StepLink>
              )}
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function StepLink({ id, onAddCategory, children }: { id: SetupStep; onAddCategory: () => void; children: ReactNode }) {
  if (id === 'category') {
    return (
      <UnstyledButton onClick={onAddCategory} className={classes.link}>
        {children}
      </UnstyledButton>
    );
  }
  const target = TARGETS[id];
  return (
    <UnstyledButton component={Link} to={target.to} state={target.state} className={classes.link}>
      {children}
    </UnstyledButton>
  );
}
