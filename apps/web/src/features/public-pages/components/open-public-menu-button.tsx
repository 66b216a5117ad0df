import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/** Opens the guest's page in a new tab, from the preview and the settings screen. */
export function OpenPublicMenuButton({ href }: { href: string }) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="subtle"
      size="compact-sm"
      leftSection={<IconExternalLink size={14} />}
    >
      Open public menu
    </Button>
  );
}
