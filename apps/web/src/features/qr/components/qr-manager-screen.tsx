import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconPlus, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QR_MESSAGES } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { paths } from '@/config/paths.ts';
import { toastError } from '@/lib/toast.ts';
import { saveFile } from '@/lib/save-file.ts';
import { downloadQrSheet } from '../api/download-qr-file.ts';
import { useQrCodes } from '../api/get-qr-codes.ts';
import { QrCodeCard } from './qr-code-card.tsx';

/** /qr-manager: the venue's QR codes with scan counts, downloads and the printable sheet. */
export function QrManagerScreen({ profileId }: { profileId: string }) {
  const codes = useQrCodes(profileId);
  const [printing, setPrinting] = useState(false);

  const printSheet = async () => {
    setPrinting(true);
    try {
      saveFile(await downloadQrSheet(), 'qr-codes.pdf');
    } catch (error) {
      toastError((error as Error).message || QR_MESSAGES.downloadFailed);
    } finally {
      setPrinting(false);
    }
  };

  if (codes.isPending) {
    return (
      <Center h={240}>
        <Loader aria-label="Loading QR codes" />
      </Center>
    );
  }
  if (codes.isError) {
    return (
      <Alert color="red" title="QR codes unavailable" m="md">
        {codes.error.message}
      </Alert>
    );
  }

  const { venue, codes: list } = codes.data;
  return (
    <Stack p="md" gap="lg">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2}>QR codes</Title>
          <Text c="dimmed" size="sm">
            Guests scan these to open the menu of {venue.name}. Every scan is counted.
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.qrManagerDetails.getHref(venue.userName)}
            variant="default"
            leftSection={<IconChartBar size={16} />}
          >
            Scan details
          </Button>
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            loading={printing}
            disabled={list.length === 0}
            onClick={() => void printSheet()}
          >
            Print sheet (PDF)
          </Button>
          <AccessGuard flag="digitalMenuAccess" mode="disable">
            <Button component={Link} to={paths.qrManagerAdd.getHref()} leftSection={<IconPlus size={16} />}>
              Add QR code
            </Button>
          </AccessGuard>
        </Group>
      </Group>
      {list.length === 0 ? (
        <Alert color="gray" title="No QR codes yet">
          Add a code for your menu, for each table or for your link page, then print and place them.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {list.map((code) => (
            <QrCodeCard key={code._id} code={code} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
