import { Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

/** A screen reached from /profile: the way back, its title, then its content. */
export function ProfileSubpage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Anchor component={Link} to={paths.profile.getHref()} size="sm">
        ← Back to profile
      </Anchor>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
