import { Center, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import type { MediaType } from '../types.ts';

interface Props {
  url: string | null;
  type: MediaType | null;
  alt: string;
  size: number;
}

/** Card thumbnail: broken images fall back to a placeholder; a failed video says "Video Error" (spec §2). */
export function ItemMedia({ url, type, alt, size }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl !== null && failedUrl === url;
  const box = {
    width: size,
    height: size,
    borderRadius: 8,
    overflow: 'hidden',
    flexShrink: 0,
    background: 'var(--mantine-color-gray-1)',
  } as const;

  if (url && type === 'video') {
    if (failed) {
      return (
        <Center style={box}>
          <Text size="xs" c="red">
            Video Error
          </Text>
        </Center>
      );
    }
    return (
      <video
        src={url}
        style={{ ...box, objectFit: 'cover' }}
        muted
        playsInline
        preload="metadata"
        onError={() => setFailedUrl(url)}
        aria-label={alt}
      />
    );
  }
  if (url && !failed) {
    return <img src={url} alt={alt} loading="lazy" style={{ ...box, objectFit: 'cover' }} onError={() => setFailedUrl(url)} />;
  }
  return (
    <Center style={box} aria-label={`${alt}: no image`} role="img">
      <IconPhoto size={size / 2.5} color="var(--mantine-color-gray-5)" />
    </Center>
  );
}
