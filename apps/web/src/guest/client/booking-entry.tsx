import { hydrateRoot } from 'react-dom/client';
import type { PublicBookingPage, PublicManageBookingPage } from '@venue/shared';
import { BookingApp } from '../components/booking/booking-app.tsx';
import { ManageBookingApp } from '../components/booking/manage-booking-app.tsx';
import '../styles/public-menu.css';
import '../styles/booking.css';

/*
 * The booking pages' script (/v/{username}/book and its manage page): apart from the menu's,
 * so neither page carries the other's code. Hydrates from the JSON the server placed beside
 * the markup (ids agreed with apps/server/src/modules/public-pages/page-document.ts).
 */
const root = document.getElementById('pm-root');
const data = document.getElementById('pm-data');
if (root && data?.textContent) {
  const page = JSON.parse(data.textContent) as PublicBookingPage | PublicManageBookingPage;
  hydrateRoot(root, 'restaurant' in page ? <BookingApp page={page} /> : <ManageBookingApp page={page} />);
}
