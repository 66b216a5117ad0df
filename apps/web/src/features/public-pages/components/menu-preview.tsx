import { useEffect, useState } from 'react';
import { Alert, Badge, Box, Button, Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react';
import { unpublishedChangesLabel } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { PublicMenuApp } from '@/guest/components/public-menu-app.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { useActiveProfile } from '@/lib/session.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useMenuPreview, type PreviewAt } from '../api/get-menu-preview.ts';
import { usePublishMenu } from '../api/publish-menu.ts';
import { formatPublishedAt, lastPublishedLabel, PREVIEW_TEXTS } from '../lib/preview-texts.ts';
import { OpenPublicMenuButton } from './open-public-menu-button.tsx';
import { PreviewAtControl } from './preview-at.tsx';
import '@/guest/styles/public-menu.css';

/** Spec §2 Preview mode device widths (mobile is the default). */
export const PREVIEW_DEVICES = {
  mobile: { label: 'Mobile', width: 375, icon: IconDeviceMobile },
  tablet: { label: 'Tablet', width: 768, icon: IconDeviceTablet },
  desktop: { label: 'Desktop', width: 1280, icon: IconDeviceDesktop },
} as const;
export type PreviewDevice = keyof typeof PREVIEW_DEVICES;

/** The phone preview on a phone: the screen's height less the preview's header and the tab bar. */
const PHONE_FRAME_HEIGHT = 'calc(100dvh - 300px)';

export interface MenuPreviewProps {
  /** The active profile's username (the public menu's address). */
  username: string;
  onExit: () => void;
  /** After a publish: the page refreshes what it shows of the menu (another feature's queries). */
  onPublished?: () => void;
}

/**
 * The width of the box the device frame is scaled into. A callback ref, since the box appears only
 * once the preview has loaded: a ref object read in a mount effect (Mantine's useElementSize)
 * never saw it, so the 1,280 px Desktop frame was never scaled (issue 35).
 */
function useStageWidth() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, width };
}

/**
 * The dashboard's "Preview Mode" (spec §2): the draft through the guest page's own components at
 * a phone, tablet or desktop width, showing only visible items by category, with how many
 * changes guests do not see yet, "Publish Changes" (real: the draft becomes the public menu,
 * docs/decisions/0015; then the toast "Changes published" and exit, spec §4) and "Exit Preview".
 */
export function MenuPreview({ username, onExit, onPublished }: MenuPreviewProps) {
  const profile = useActiveProfile();
  const [device, setDevice] = useState<PreviewDevice>('mobile');
  const [at, setAt] = useState<PreviewAt>(null);
  const preview = useMenuPreview(profile?.profileId ?? '', at);
  const publish = usePublishMenu();
  const stage = useStageWidth();
  const isMobile = useIsMobile();

  const onPublish = () =>
    publish.mutate(undefined, {
      onSuccess: () => {
        toast({ title: PREVIEW_TEXTS.changesPublished });
        onPublished?.();
        onExit();
      },
      onError: (error) => {
        if (error.message && error.message !== PREVIEW_TEXTS.publishFailed)
          toastError(error.message, PREVIEW_TEXTS.publishFailed);
        else toastError(PREVIEW_TEXTS.publishFailed);
      },
    });

  const publishedAt = preview.data?.publishedAt;
  const unpublished = preview.data?.unpublishedChanges ?? 0;
  // On a phone the phone preview is the screen itself: full width, the height left below the
  // header, no frame to scale down (issue 15: it fits the screen).
  const fillsPhone = isMobile && device === 'mobile';
  const width = PREVIEW_DEVICES[device].width;
  const frameHeight = device === 'desktop' ? 760 : 720;
  const scale = !fillsPhone && stage.width > 0 ? Math.min(1, stage.width / width) : 1;

  return (
    <Stack gap="md" p={isMobile ? 0 : 'md'}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={2}>{PREVIEW_TEXTS.previewMode}</Title>
          <Group gap="xs">
            <Badge variant="light" color={publishedAt ? 'teal' : 'gray'}>
              {publishedAt ? lastPublishedLabel(formatPublishedAt(publishedAt)) : PREVIEW_TEXTS.notPublishedYet}
            </Badge>
            {publishedAt && unpublished > 0 ? (
              <Badge variant="dot" color="orange" role="status">
                {unpublishedChangesLabel(unpublished)}
              </Badge>
            ) : null}
            {preview.data ? <OpenPublicMenuButton href={`/v/${encodeURIComponent(username)}`} /> : null}
          </Group>
          {preview.data && !publishedAt ? <Text size="sm">{PREVIEW_TEXTS.liveUntilPublished}</Text> : null}
        </Stack>
        <Group gap="sm" wrap="wrap">
          <PreviewAtControl value={at} shown={preview.data?.at} onChange={setAt} />
          <SegmentedControl
            aria-label="Device width"
            value={device}
            onChange={(value) => setDevice(value as PreviewDevice)}
            data={(Object.keys(PREVIEW_DEVICES) as PreviewDevice[]).map((key) => ({
              value: key,
              label: PREVIEW_DEVICES[key].label,
            }))}
          />
          <AccessGuard flag="digitalMenuAccess" mode="disable">
            <Button onClick={onPublish} loading={publish.isPending} disabled={!preview.data}>
              {PREVIEW_TEXTS.publishChanges}
            </Button>
          </AccessGuard>
          <Button variant="default" onClick={onExit}>
            {PREVIEW_TEXTS.exitPreview}
          </Button>
        </Group>
      </Group>

      {preview.isPending ? (
        <Center h={240}>
          <Loader aria-label="Loading preview" />
        </Center>
      ) : preview.isError ? (
        <Alert color="red" title="Preview unavailable">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{preview.error.message}</Text>
            <Button size="xs" variant="light" onClick={() => preview.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        // The scaled frame still takes its device width in the layout: the stage clips that box, or
        // a 1,280 px desktop frame scaled into a 1,062 px stage made the whole page scroll sideways.
        <Box
          ref={stage.ref}
          w="100%"
          style={{ height: fillsPhone ? PHONE_FRAME_HEIGHT : frameHeight * scale, overflow: 'hidden' }}
        >
          <Box
            data-testid="preview-frame"
            data-device={device}
            aria-label={`${PREVIEW_DEVICES[device].label} preview, ${width} px wide`}
            role="region"
            style={{
              width: fillsPhone ? '100%' : width,
              height: fillsPhone ? PHONE_FRAME_HEIGHT : frameHeight,
              // Centred by its scaled width: an auto margin would centre the unscaled box.
              margin: scale < 1 ? `0 0 0 ${Math.max(0, (stage.width - width * scale) / 2)}px` : '0 auto',
              overflow: 'auto',
              border: '1px solid var(--mantine-color-gray-4)',
              borderRadius: device === 'desktop' || fillsPhone ? 8 : 24,
              boxShadow: 'var(--mantine-shadow-md)',
              // Laid out at the device's true width (the page's container queries see it), then
              // scaled down to fit the dashboard when the screen is narrower than the device.
              transform: scale < 1 ? `scale(${scale})` : undefined,
              transformOrigin: 'top left',
            }}
          >
            <PublicMenuApp menu={preview.data.menu} mode="preview" />
          </Box>
        </Box>
      )}
    </Stack>
  );
}
