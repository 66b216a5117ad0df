import { Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { FAST_SOCIAL_MESSAGES, type PublicLinkPage } from '@venue/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { PublicLinkField } from '@/components/public-link-field.tsx';
import { SortableList } from '@/components/sortable-list.tsx';
import { StickyFormFooter } from '@/components/sticky-form-footer.tsx';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { venueDate } from '@/lib/local-date.ts';
import { useDeleteLink } from '../api/delete-link.ts';
import type { FastSocialAll } from '../api/get-fast-social.ts';
import { useSaveLinks } from '../api/save-links.ts';
import { useLinkDrafts } from '../hooks/use-link-drafts.ts';
import { useVenueTimeZone } from '@/hooks/use-venue-time-zone.ts';
import { isShowingNow, newDraftKey, saveInputOf, type LinkDraft } from '../lib/link-draft.ts';
import { LinkFormDialog, type LinkFormValues } from './link-form-dialog.tsx';
import { LinkRow } from './link-row.tsx';

interface Props {
  data: FastSocialAll;
  userName: string;
  /** The public page's absolute address, for "Copy link". */
  publicUrl: string;
  /** The guest page drawn from the editor's state (the route passes the public-pages component). */
  renderPreview: (page: PublicLinkPage) => ReactNode;
  /** The page's QR code (the route passes the QR feature's). */
  qr?: ReactNode;
}

/** The page as guests would see it now, from the unsaved list (the server adds menu, booking, WhatsApp and call). */
function previewPageOf(data: FastSocialAll, drafts: LinkDraft[], userName: string): PublicLinkPage {
  const basic = data.sections['Basic Details'];
  const contact = data.sections['Contact Details'];
  return {
    venue: { userName, name: basic.name, logoUrl: basic.profileImage },
    theme: 'classic',
    links: drafts
      .filter((draft) => isShowingNow(draft))
      .map((draft) => ({ kind: 'custom' as const, label: draft.name, href: draft.url, icon: draft.icon })),
    verified: data.verified,
    fssaiLicence: null,
    contact: contact.address
      ? { address: contact.address, googleMapsLink: contact.googleMapsLink, phones: [], email: basic.email }
      : null,
    vcardHref: '#',
  };
}

/**
 * /manage-links (issue 13): the venue's own links in order (drag, or the arrow buttons by
 * keyboard), add and edit with icon and schedule, live switch, clicks, delete, and a live
 * preview beside on a wide screen (below it under 1,200 px). Everything but delete waits for "Save links", which posts
 * the whole list; the server keeps all of it or none. Leaving with changes not saved asks first.
 */
export function LinksEditor({ data, userName, publicUrl, renderPreview, qr }: Props) {
  const isMobile = useIsMobile();
  const timeZone = useVenueTimeZone();
  const links = useLinkDrafts(data.sections.Links);
  const save = useSaveLinks();
  const remove = useDeleteLink();
  const unsaved = useUnsavedChanges(links.isDirty);
  const [editing, setEditing] = useState<LinkDraft | 'new' | null>(null);
  const [deleting, setDeleting] = useState<LinkDraft | null>(null);
  const clicksRange = { from: venueDate(timeZone, -29), to: venueDate(timeZone) };
  // One object per opening: the dialog starts over whenever it changes.
  const editingValues = useMemo(
    () => (editing && editing !== 'new' ? { ...editing, icon: editing.icon as LinkFormValues['icon'] } : null),
    [editing],
  );

  const submitLink = (values: LinkFormValues) => {
    const base = editing && editing !== 'new' ? editing : { key: newDraftKey(), clicks: 0 };
    links.upsert({
      ...base,
      name: values.name.trim(),
      url: values.url.trim(),
      icon: values.icon,
      live: values.live ?? true,
      startsAt: values.startsAt ?? null,
      endsAt: values.endsAt ?? null,
    });
    setEditing(null);
  };

  const saveAll = () =>
    save.mutate(
      { accountId: data.accountId, links: { link: saveInputOf(links.drafts) } },
      {
        onSuccess: () => {
          unsaved.markSaved();
          links.markSaved();
          toast({ title: 'Links saved' });
        },
        onError: (error) => toastError(FAST_SOCIAL_MESSAGES.saveFailed(error.message)),
      },
    );

  const confirmDelete = async () => {
    if (!deleting) return;
    const hadUnsavedChanges = links.isDirty;
    try {
      if (deleting._id) await remove.mutateAsync(deleting._id);
      links.remove(deleting.key);
      // A saved link is gone on the server already: nothing new waits to be saved.
      if (deleting._id && !hadUnsavedChanges) links.markSaved();
      setDeleting(null);
      toast({ title: 'Link deleted' });
    } catch (error) {
      toastError(FAST_SOCIAL_MESSAGES.saveFailed(error instanceof ApiError ? error.message : String(error)));
    }
  };

  const editor = (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            Your links
          </Title>
          <Text size="sm" c="dimmed">
            Guests see live links in this order, then your menu, booking, WhatsApp and call.
          </Text>
        </div>
        <AccessGuard flag="socialProfileAccess" mode="disable">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add link
          </Button>
        </AccessGuard>
      </Group>
      {links.drafts.length === 0 ? (
        <Text c="dimmed">No links yet. Add your Instagram, Google Maps or delivery pages.</Text>
      ) : (
        <SortableList
          ids={links.drafts.map((draft) => draft.key)}
          label="links"
          onReorder={(_before, after) => links.reorder(after)}
        >
          <Stack gap="xs" role="list" aria-label="Links">
            {links.drafts.map((draft, index) => (
              <LinkRow
                key={draft.key}
                draft={draft}
                index={index}
                count={links.drafts.length}
                timeZone={timeZone}
                clicksRange={clicksRange}
                onToggleLive={(live) => links.setLive(draft.key, live)}
                onMove={(by) => links.move(draft.key, by)}
                onEdit={() => setEditing(draft)}
                onDelete={() => setDeleting(draft)}
              />
            ))}
          </Stack>
        </SortableList>
      )}
      <AccessGuard flag="socialProfileAccess" mode="fallback">
        <StickyFormFooter>
          {links.isDirty && (
            <Text size="sm" c="orange.8">
              Unsaved changes
            </Text>
          )}
          <Button onClick={saveAll} loading={save.isPending} disabled={!links.isDirty}>
            Save links
          </Button>
        </StickyFormFooter>
      </AccessGuard>
      <Box>
        <Title order={3} size="h4" mb={4}>
          Share your page
        </Title>
        <PublicLinkField label="Link page address" url={publicUrl} />
        {qr}
      </Box>
    </Stack>
  );

  const preview = renderPreview(previewPageOf(data, links.drafts, userName));

  return (
    <>
      {isMobile ? (
        <Stack gap="xl">
          {editor}
          {preview}
        </Stack>
      ) : (
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, lg: 7 }}>{editor}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Box pos="sticky" top={16}>
              {preview}
            </Box>
          </Grid.Col>
        </Grid>
      )}
      <LinkFormDialog
        opened={editing !== null}
        initial={editingValues}
        timeZone={timeZone}
        onClose={() => setEditing(null)}
        onSubmit={submitLink}
      />
      <UnsavedChangesDialog guard={unsaved} />
      <ConfirmDeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        isDeleting={remove.isPending}
        message={`"${deleting?.name ?? ''}" will be removed from your link page${deleting?._id ? ', with its click counts' : ''}.`}
      />
    </>
  );
}
