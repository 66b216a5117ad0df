import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { ContactDetailsForm, FastSocialGate } from '@/features/fast-social/index.ts';

/** /profile/settings/contact-details: address, map link, numbers and opening hours (spec §3). */
export default function ContactDetailsPage() {
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Anchor component={Link} to={paths.profile.getHref()} size="sm">
        ← Back to profile
      </Anchor>
      <Title order={1} size="h2">
        Contact details
      </Title>
      <FastSocialGate>{(data) => <ContactDetailsForm data={data} />}</FastSocialGate>
    </Stack>
  );
}
