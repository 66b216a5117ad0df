import { useState } from 'react';
import { Alert, Button, Center, Checkbox, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconPlus, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { QR_MESSAGES } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { paths } from '@/config/paths.ts';
import { countOf } from '@/lib/plural.ts';
import { toastError } from '@/lib/toast.ts';
import { saveFile } from '@/lib/save-file.ts';
import { downloadQrSheet } from '../api/download-qr-file.ts';
import { useQrCodes } from '../api/get-qr-codes.ts';
import { QrCodeCard } from './qr-code-card.tsx';

/**
 * /qr-manager: the venue's QR codes with scan counts, downloads and the printable sheet. The
 * sheet prints exactly the ticked codes, or every code when none is ticked, and says which on
 * its button (issue 35: it once printed only table codes without a word).
 */
export function QrManagerScreen({ profileId }: { profileId: string }) {
  const codes = useQrCodes(profileId);
  const [printing, setPrinting] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());

  const printSheet = async (ids: string[]) => {
    setPrinting(true);
    try {
      saveFile(await downloadQrSheet(ids), 'qr-codes.pdf');
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
  // A deleted code drops out of the choice.
  const selected = list.filter((code) => picked.has(code._id)).map((code) => code._id);
  const pick = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allPicked = list.length > 0 && selected.length === list.length;
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
            onClick={() => void printSheet(selected)}
          >
            {selected.length > 0 ? `Print ${selected.length} selected (PDF)` : `Print all ${list.length} (PDF)`}
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
          Add a code for your menu, your link page, your booking page or a whole room of tables at once, then print and place
          them.
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group gap="md" wrap="wrap">
            <Checkbox
              label={allPicked ? 'All selected for printing' : 'Select all for printing'}
              checked={allPicked}
              indeterminate={selected.length > 0 && !allPicked}
              onChange={(event) => setPicked(new Set(event.currentTarget.checked ? list.map((code) => code._id) : []))}
            />
            <Text size="sm" c="dimmed" role="status">
              {selected.length > 0
                ? `The sheet prints the ${countOf(selected.length, 'selected code')}.`
                : `The sheet prints all ${countOf(list.length, 'code')}; tick codes to print only those.`}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {list.map((code) => (
              <QrCodeCard
                key={code._id}
                code={code}
                isSelected={picked.has(code._id)}
                onSelectedChange={(on) => pick(code._id, on)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
