import { useEffect, useState } from 'react';
import type { PublicBookingPage } from '@venue/shared';
import { RESERVATION_MESSAGES } from '@venue/shared/reservation-messages';
import { BOOKING_TEXTS } from '../../lib/booking-texts.ts';
import { OpeningHours } from '../opening-hours.tsx';
import { VenueHeader } from '../venue-header.tsx';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { BookingForm, type BookedTable } from './booking-form.tsx';
import { DepositStep } from './deposit-step.tsx';

/** Where the restaurant is: the guest checks it before booking. */
function RestaurantInfo({ restaurant }: { restaurant: PublicBookingPage['restaurant'] }) {
  return (
    <div className="pb-restaurant">
      <h2 className="pb-title">{restaurant.name}</h2>
      <p className="pb-muted">{[restaurant.address, restaurant.city].filter(Boolean).join(', ')}</p>
    </div>
  );
}

/**
 * The guest's booking page at /v/{username}/book (issue 11 "Web"): rendered on the server,
 * hydrated by the booking script. A paused restaurant says so and offers nothing to pick.
 */
export function BookingApp({ page }: { page: PublicBookingPage }) {
  const { restaurant } = page;
  const [booked, setBooked] = useState<BookedTable | null>(null);
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="pm pb" data-theme={page.theme} data-hydrated={isHydrated ? 'true' : undefined}>
      <VenueHeader venue={page.venue} subtitle={BOOKING_TEXTS.subtitle} />
      <OpeningHours hours={page.hours} />
      <main className="pb-main">
        <RestaurantInfo restaurant={restaurant} />
        {!restaurant.isActive ? (
          <p className="pb-notice" role="status">
            {RESERVATION_MESSAGES.paused}
          </p>
        ) : booked?.booking.status === 'awaiting-deposit' ? (
          <DepositStep booked={booked} restaurant={restaurant} />
        ) : booked ? (
          <BookingConfirmation userName={page.venue.userName} booked={booked} onBookAgain={() => setBooked(null)} />
        ) : (
          <>
            <noscript>
              <p className="pb-notice">{BOOKING_TEXTS.noScript}</p>
            </noscript>
            <BookingForm restaurant={restaurant} today={page.today} onBooked={setBooked} />
          </>
        )}
      </main>
    </div>
  );
}
