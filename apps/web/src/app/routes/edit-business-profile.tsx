import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { EditBusinessProfileForm } from '@/features/profiles/components/edit-business-profile-form.tsx';

/** /profile/edit-business-profile (spec §2, §5). */
export default function EditBusinessProfilePage() {
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Anchor component={Link} to={paths.profile.getHref()} size="sm">
        ← Back to profile
      </Anchor>
      <Title order={1} size="h2">
        Edit business profile
      </Title>
      <EditBusinessProfileForm />
    </Stack>
  );
}
