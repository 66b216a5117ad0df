import type { PublicTheme } from '@venue/shared';

export type StatusPageKind = 'unavailable' | 'not-found' | 'booking-not-found' | 'event-not-found';

interface StatusPageProps {
  kind: StatusPageKind;
  venueName?: string;
  theme?: PublicTheme;
}

/**
 * What a guest sees when there is no menu to show: a suspended menu (spec §4
 * digitalMenuCurrentStatus 'suspended'), an address that names no venue, a venue without
 * table booking (issue 11), or an event that is not published (issue 12). No script needed.
 */
export function StatusPage({ kind, venueName, theme = 'classic' }: StatusPageProps) {
  return (
    <div className="pm" data-theme={theme}>
      <main className="pm-status">
        {kind === 'event-not-found' ? (
          <>
            <h1 className="pm-status-title">Event not found</h1>
            <p className="pm-status-lead">
              {venueName ? `${venueName} has no event at this address.` : "We couldn't find an event at this address."}
            </p>
            <p>The event may have ended or been taken down. Please check the link.</p>
          </>
        ) : kind === 'booking-not-found' ? (
          <>
            <h1 className="pm-status-title">Booking page not found</h1>
            <p className="pm-status-lead">
              {venueName
                ? `${venueName} does not take table bookings online.`
                : "We couldn't find table booking at this address."}
            </p>
            <p>Please check the link, or call the restaurant to book.</p>
          </>
        ) : kind === 'unavailable' ? (
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
