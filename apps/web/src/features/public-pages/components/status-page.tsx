import type { PublicTheme } from '@venue/shared';

interface StatusPageProps {
  kind: 'unavailable' | 'not-found';
  venueName?: string;
  theme?: PublicTheme;
}

/**
 * What a guest sees when there is no menu to show: a suspended menu (spec §4
 * digitalMenuCurrentStatus 'suspended') or an address that names no venue. No script needed.
 */
export function StatusPage({ kind, venueName, theme = 'classic' }: StatusPageProps) {
  return (
    <div className="pm" data-theme={theme}>
      <main className="pm-status">
        {kind === 'unavailable' ? (
          <>
            <h1 className="pm-status-title">{venueName ?? 'This menu'}</h1>
            <p className="pm-status-lead">Our digital menu is taking a short break.</p>
            <p>Please ask our staff for the menu. Thank you for your patience.</p>
          </>
        ) : (
          <>
            <h1 className="pm-status-title">Menu not found</h1>
            <p className="pm-status-lead">We couldn&apos;t find a menu at this address.</p>
            <p>Please check the link, or scan the QR code on your table again.</p>
          </>
        )}
      </main>
    </div>
  );
}
