import {
  IconAddressBook,
  IconBrandWhatsapp,
  IconCalendarEvent,
  IconMapPin,
  IconPhone,
  IconRosetteDiscountCheckFilled,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';
import type { PublicLink, PublicLinkPage } from '@venue/shared';
// Relative, not '@/': the server renders this file outside Vite's aliases (ssr-bundle.ts in tests).
import { linkIconOf } from '../../components/link-icons.tsx';
import { UpcomingEvents } from './events/upcoming-events.tsx';
import { OpeningHours } from './opening-hours.tsx';
import { VenueHeader } from './venue-header.tsx';

const FIXED_ICONS: Record<Exclude<PublicLink['kind'], 'custom'>, Icon> = {
  menu: IconToolsKitchen2,
  book: IconCalendarEvent,
  whatsapp: IconBrandWhatsapp,
  call: IconPhone,
};

const iconOf = (link: PublicLink): Icon => (link.kind === 'custom' ? linkIconOf(link.icon) : FIXED_ICONS[link.kind]);

/** Links that leave for another app or site open beside the page; the menu and booking stay in it. */
const opensElsewhere = (link: PublicLink) => link.kind === 'whatsapp' || link.kind === 'custom';

/**
 * The venue's link page (decisions §1 `/v/{username}/links`, §6 "Link page"): its header with
 * the verified badge, the owner's links in their order, then menu, booking, WhatsApp and call
 * (the server puts them in that order), the venue's upcoming events, "Save contact" and the
 * FSSAI licence. Plain links and
 * no state, so the server's markup is the whole page and it needs no script.
 */
export function LinkPage({ page }: { page: PublicLinkPage }) {
  const badge = page.verified ? (
    <span className="pm-verified" title="Verified business">
      <IconRosetteDiscountCheckFilled size={22} aria-hidden="true" />
      <span className="pm-visually-hidden">Verified business</span>
    </span>
  ) : null;
  return (
    <div className="pm pm-link-page" data-theme={page.theme}>
      <VenueHeader venue={page.venue} subtitle="Links" badge={badge} />
      <OpeningHours hours={page.hours} />
      <main className="pm-links">
        {page.links.length === 0 ? (
          <p className="pm-links-empty">This venue has no links to show yet. Please ask our staff.</p>
        ) : (
          <ul className="pm-links-list" aria-label={`${page.venue.name} links`}>
            {page.links.map((link) => {
              const LinkIcon = iconOf(link);
              return (
                <li key={link.href}>
                  <a
                    className="pm-link"
                    href={link.href}
                    {...(opensElsewhere(link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <LinkIcon size={22} aria-hidden="true" />
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        <UpcomingEvents events={page.events} />
        {page.vcardHref && (
          <a className="pm-link pm-link-secondary" href={page.vcardHref} download>
            <IconAddressBook size={22} aria-hidden="true" />
            Save contact
          </a>
        )}
        {page.contact?.address && (
          <address className="pm-contact">
            <IconMapPin size={18} aria-hidden="true" />
            {page.contact.googleMapsLink ? (
              <a href={page.contact.googleMapsLink} target="_blank" rel="noopener noreferrer">
                {page.contact.address}
              </a>
            ) : (
              <span>{page.contact.address}</span>
            )}
          </address>
        )}
      </main>
      {page.fssaiLicence && (
        <footer className="pm-footer">
          <p>FSSAI Lic. No. {page.fssaiLicence}</p>
        </footer>
      )}
    </div>
  );
}
