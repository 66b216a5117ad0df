import { Stack, Title } from '@mantine/core';
import { FastSocialGate, LinksEditor } from '@/features/fast-social/index.ts';
import { LinkPagePreview } from '@/features/public-pages/index.ts';
import { LinkPageQr } from '@/features/qr/index.ts';
import { useActiveProfileId } from '@/lib/session.ts';

/** The guest page's address: the dashboard and the public pages are served from one origin. */
const publicLinkPageUrl = (userName: string) => `${window.location.origin}/v/${encodeURIComponent(userName)}/links`;

/** /manage-links (issue 13): the link editor beside the guest page's own preview, with the page's QR code. */
export default function ManageLinksPage() {
  const profileId = useActiveProfileId();
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Title order={1} size="h2">
        Manage links
      </Title>
      <FastSocialGate>
        {(data, userName) => (
          <LinksEditor
            data={data}
            userName={userName}
            publicUrl={publicLinkPageUrl(userName)}
            renderPreview={(page) => <LinkPagePreview page={page} />}
            qr={profileId ? <LinkPageQr profileId={profileId} /> : null}
          />
        )}
      </FastSocialGate>
    </Stack>
  );
}
