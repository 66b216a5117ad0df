import { Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { UserDetailsForm } from '@/features/profiles/components/user-details-form.tsx';

/** /profile/user-details: name, email and picture of the logged-in person. */
export default function UserDetailsPage() {
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Anchor component={Link} to={paths.profile.getHref()} size="sm">
        ← Back to profile
      </Anchor>
      <Title order={1} size="h2">
        Your details
      </Title>
      <UserDetailsForm />
    </Stack>
  );
}
