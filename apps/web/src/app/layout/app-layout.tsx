import { AppShell, Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
// The hook's own file: the feature's index would bring the billing forms (and zod) into every screen.
import { useSyncServiceAlerts } from '@/features/subscriptions/hooks/use-sync-service-alerts.ts';
// Its own file, as above: the banner's dialog is a lazy chunk of its own.
import { GettingStartedBanner } from '@/features/profiles/components/getting-started-banner.tsx';
import { useIsMobile } from '@/hooks/use-is-mobile.ts';
import { MobileTabBar } from './mobile-tab-bar.tsx';
import { Sidebar } from './sidebar.tsx';

/**
 * The logged-in shell (spec §2 Layout): a fixed sidebar on desktop, a floating tab bar at
 * 768 px and below. One media query decides both, so they never show together.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const isMobile = useIsMobile();
  useSyncServiceAlerts();
  return (
    <AppShell navbar={{ width: 272, breakpoint: 0, collapsed: { desktop: isMobile, mobile: isMobile } }} padding="md">
      {!isMobile && (
        <AppShell.Navbar p="md">
          <Sidebar />
        </AppShell.Navbar>
      )}
      <AppShell.Main style={isMobile ? { paddingBottom: 96 } : undefined}>
        {/* A new owner's next step, on every screen until it is done (issue 35). */}
        <GettingStartedBanner />
        {/* The shell stays while the next screen's chunk arrives (app/router.tsx). */}
        <Suspense
          fallback={
            <Center py="xl" role="status" aria-label="Loading">
              <Loader />
            </Center>
          }
        >
          {children ?? <Outlet />}
        </Suspense>
      </AppShell.Main>
      {isMobile && <MobileTabBar />}
    </AppShell>
  );
}
