import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Collapse, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconChartBar, IconChevronDown, IconChevronUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { DragHandle } from '@/components/drag-handle.tsx';
import { linkIconOf } from '@/components/link-icons.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { formatVenueInstant } from '@/lib/venue-time.ts';
import { isShowingNow, type LinkDraft } from '../lib/link-draft.ts';
import { LinkClicksChart } from './link-clicks-chart.tsx';

interface Props {
  draft: LinkDraft;
  index: number;
  count: number;
  timeZone: string;
  clicksRange: { from: string; to: string };
  onToggleLive: (live: boolean) => void;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function scheduleText(draft: LinkDraft, timeZone: string): string | null {
  if (!draft.startsAt && !draft.endsAt) return null;
  const from = draft.startsAt ? `from ${formatVenueInstant(draft.startsAt, timeZone)}` : '';
  const until = draft.endsAt ? `until ${formatVenueInstant(draft.endsAt, timeZone)}` : '';
  return `Shows ${[from, until].filter(Boolean).join(' ')}`;
}

/** One link in the editor's list: drag handle, what it is, its state, clicks, and its controls. */
export function LinkRow({ draft, index, count, timeZone, clicksRange, onToggleLive, onMove, onEdit, onDelete }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: draft.key,
  });
  const [showClicks, setShowClicks] = useState(false);
  const Drawing = linkIconOf(draft.icon);
  const schedule = scheduleText(draft, timeZone);
  const showing = isShowingNow(draft);
  const isMobile = useIsMobile();
  const controls = (
    <AccessGuard flag="socialProfileAccess" mode="disable">
      <Group gap={4} wrap="nowrap">
        <Switch
          aria-label={`${draft.name} live`}
          checked={draft.live}
          onChange={(event) => onToggleLive(event.currentTarget.checked)}
        />
        <ActionIcon variant="subtle" aria-label={`Edit ${draft.name}`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${draft.name}`} onClick={onDelete}>
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </AccessGuard>
  );

  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      role="listitem"
      aria-label={draft.name}
      data-testid="link-row"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.7 : 1 }}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <AccessGuard flag="socialProfileAccess" mode="fallback">
          <Stack gap={2} align="center">
            <DragHandle ref={setActivatorNodeRef} name={draft.name} iconSize={18} {...attributes} {...listeners} />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`Move ${draft.name} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconChevronUp size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`Move ${draft.name} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconChevronDown size={14} />
            </ActionIcon>
          </Stack>
        </AccessGuard>
        <Drawing size={26} aria-hidden="true" style={{ flex: 'none', marginTop: 4 }} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} truncate>
              {draft.name}
            </Text>
            {showing ? (
              <Badge color="teal" variant="light">
                Showing
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                {draft.live ? 'Not showing now' : 'Off'}
              </Badge>
            )}
            {!draft._id && (
              <Badge color="yellow" variant="light">
                Not saved
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" truncate>
            {draft.url}
          </Text>
          {schedule && (
            <Text size="xs" c="dimmed">
              {schedule}
            </Text>
          )}
          {isMobile && <Box mt={6}>{controls}</Box>}
          {draft._id && (
            <>
              <Group gap={4} mt={4}>
                <Text size="xs" c="dimmed">
                  {draft.clicks} {draft.clicks === 1 ? 'click' : 'clicks'} in 30 days
                </Text>
                <Tooltip label={showClicks ? 'Hide clicks per day' : 'Clicks per day'}>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Clicks per day for ${draft.name}`}
                    aria-expanded={showClicks}
                    onClick={() => setShowClicks((open) => !open)}
                  >
                    <IconChartBar size={14} />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Collapse in={showClicks}>
                {showClicks && <LinkClicksChart linkId={draft._id} from={clicksRange.from} to={clicksRange.to} />}
              </Collapse>
            </>
          )}
        </Box>
        {!isMobile && controls}
      </Group>
    </Paper>
  );
}
