import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { BasicDetailsForm, FastSocialGate } from '@/features/fast-social/index.ts';

/** /profile/settings/fast-social: the link page's basic details (spec §3). */
export default function FastSocialSettingsPage() {
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Anchor component={Link} to={paths.profile.getHref()} size="sm">
        ← Back to profile
      </Anchor>
      <Title order={1} size="h2">
        Link page details
      </Title>
      <FastSocialGate>{(data) => <BasicDetailsForm data={data} />}</FastSocialGate>
    </Stack>
  );
}
