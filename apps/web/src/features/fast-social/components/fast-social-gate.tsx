import { Alert, Anchor, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSession } from '@/lib/session.ts';
import { useFastSocial, type FastSocialAll } from '../api/get-fast-social.ts';

/**
 * What the link page's settings screens need first: a login (their routes are unguarded,
 * spec §2), a business profile, and its link page read.
 */
export function FastSocialGate({ children }: { children: (data: FastSocialAll, userName: string) => ReactNode }) {
  const { isLoggedIn, activeProfile } = useSession();
  const userName = activeProfile?.profileType === 'business' ? activeProfile.userName : '';
  const account = useFastSocial(isLoggedIn ? userName : '');
  if (!isLoggedIn)
    return (
      <Alert color="yellow" title="Log in first">
        These settings belong to a business profile.{' '}
        <Anchor component={Link} to={paths.login.getHref()}>
          Log in
        </Anchor>{' '}
        to change them.
      </Alert>
    );
  if (!userName)
    return (
      <Alert color="yellow" title="No business profile">
        Choose or create a business profile to edit its link page.
      </Alert>
    );
  if (account.isPending) return <Loader aria-label="Loading" />;
  if (account.isError)
    return (
      <Alert color="red" title="Could not load the link page">
        {account.error.message}
      </Alert>
    );
  return <>{children(account.data, userName)}</>;
}
