import { Box, Text } from '@mantine/core';
import type { PublicLinkPage } from '@venue/shared';
import { LinkPage } from '@/guest/components/link-page.tsx';
import '@/guest/styles/public-menu.css';

/**
 * The guest link page drawn with its own component inside a phone outline, for the editor's
 * live preview: what the owner sees is what guests get. It is a picture, so it is hidden from
 * keyboards and screen readers (the editor beside it holds the same content).
 */
export function LinkPagePreview({ page }: { page: PublicLinkPage }) {
  return (
    <Box>
      <Text size="sm" fw={600} c="dimmed" mb="xs" ta="center">
        Preview
      </Text>
      <Box
        data-testid="link-page-preview"
        aria-hidden="true"
        inert
        mx="auto"
        style={{
          width: 320,
          height: 600,
          overflow: 'auto',
          borderRadius: 36,
          border: '10px solid var(--mantine-color-dark-7)',
          boxShadow: 'var(--mantine-shadow-md)',
          pointerEvents: 'none',
        }}
      >
        <LinkPage page={page} />
      </Box>
    </Box>
  );
}
