import { Badge, Button, Tooltip } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { unpublishedChangesLabel, type MenuResponse } from '@venue/shared';
import { useQuery } from '@tanstack/react-query';
import { useActiveProfileId } from '@/lib/session.ts';
import { menuQueryOptions } from '../api/get-menu.ts';
import { GUEST_VISIBILITY_TEXTS } from '../hooks/use-guest-visibility.ts';

export const PUBLISH_STATE_TEXTS = {
  live: 'Live as you save',
  liveHint: `Your menu has not been published yet, so guests see each change as you save it. After your first Publish Changes: ${GUEST_VISIBILITY_TEXTS.rule}`,
  upToDate: 'All changes published',
  upToDateHint: `Guests see the menu as it is here. ${GUEST_VISIBILITY_TEXTS.rule}`,
  reviewHint:
    'Guests still see the published names, prices, descriptions, photos, varieties and order. Hide, show, sold out and delete already reached them. Open the preview to publish these changes.',
} as const;

/** Only the publication fields of the cached menu read: the header re-renders when they change, not on every edit. */
const selectPublication = (body: MenuResponse) => ({
  publishedAt: body.menuitems.publishedAt,
  unpublishedChanges: body.menuitems.unpublishedChanges,
});

interface Props {
  username: string;
  /** Opens Preview Mode, where "Publish Changes" is (spec §2). */
  onReview?: () => void;
}

/**
 * The menu header's word on what guests see (docs/decisions/0015): how many draft changes wait
 * for "Publish Changes" (a way into the preview to publish them), that all are published, or
 * that a menu never published is shown as it is saved; each with the one rule in its tooltip
 * (hide, show, sold out and delete are instant; content waits for Publish Changes). The words keep the default text colour
 * and a coloured dot or icon carries the state, so they read at AA contrast.
 */
export function UnpublishedChanges({ username, onReview }: Props) {
  const { data } = useQuery({ ...menuQueryOptions(useActiveProfileId(), username), select: selectPublication });
  if (!data) return null;
  if (data.publishedAt === null) {
    return (
      <Tooltip label={PUBLISH_STATE_TEXTS.liveHint} multiline w={280} events={{ hover: true, focus: true, touch: true }}>
        <Badge variant="dot" color="gray" size="lg" tabIndex={0} role="status">
          {PUBLISH_STATE_TEXTS.live}
        </Badge>
      </Tooltip>
    );
  }
  if (data.unpublishedChanges === 0) {
    return (
      <Tooltip label={PUBLISH_STATE_TEXTS.upToDateHint} multiline w={300} events={{ hover: true, focus: true, touch: true }}>
        <Badge variant="dot" color="teal" size="lg" tabIndex={0} role="status">
          {PUBLISH_STATE_TEXTS.upToDate}
        </Badge>
      </Tooltip>
    );
  }
  const label = unpublishedChangesLabel(data.unpublishedChanges);
  if (!onReview) {
    return (
      <Badge variant="dot" color="orange" size="lg" role="status">
        {label}
      </Badge>
    );
  }
  return (
    <Tooltip label={PUBLISH_STATE_TEXTS.reviewHint} multiline w={300}>
      <Button
        variant="default"
        leftSection={<IconCloudUpload size={16} color="var(--mantine-color-orange-7)" aria-hidden />}
        onClick={onReview}
      >
        {label}
      </Button>
    </Tooltip>
  );
}
