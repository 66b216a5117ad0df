import { Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBuildingBank, IconConfetti, IconTicket, IconWallet, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

const SHORTCUTS: { label: string; hint: string; to: string; icon: Icon }[] = [
  { label: 'Events', hint: 'Free events and RSVPs', to: paths.addEvent.getHref(), icon: IconConfetti },
  { label: 'Ticket selling', hint: 'Paid events and their guests', to: paths.eventTicketSelling.getHref(), icon: IconTicket },
  { label: 'Wallet', hint: 'Ticket money and payouts', to: paths.wallet.getHref(), icon: IconWallet },
  { label: 'Bank details', hint: 'Where payouts are sent', to: paths.bankDetails.getHref(), icon: IconBuildingBank },
];

/** /home's way to the events and the money (issue 35: they could not be found from any menu). */
export function HomeShortcuts() {
  return (
    <Stack gap="xs" component="section" aria-labelledby="home-shortcuts-title">
      <Text fw={600} id="home-shortcuts-title">
        Events and money
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {SHORTCUTS.map((shortcut) => (
          <UnstyledButton key={shortcut.to} component={Link} to={shortcut.to} aria-label={shortcut.label}>
            <Paper withBorder radius="md" p="sm" h="100%">
              <Stack gap={6}>
                <ThemeIcon variant="light" radius="md" size={34}>
                  <shortcut.icon size={20} />
                </ThemeIcon>
                <Text size="sm" fw={600}>
                  {shortcut.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {shortcut.hint}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
