import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A public page's address, read-only and selected on focus, with "Copy link". It wraps on a
 * phone, so the whole link stays readable above the button (issue 15).
 */
export function PublicLinkField({ label, url }: { label: string; url: string }) {
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <TextInput
        label={label}
        value={url}
        readOnly
        style={{ flex: '1 1 260px' }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'light' : 'default'}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
          >
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
