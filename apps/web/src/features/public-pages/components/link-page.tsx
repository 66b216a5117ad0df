import { IconBrandWhatsapp, IconCalendarEvent, IconLink, IconPhone, IconToolsKitchen2, type Icon } from '@tabler/icons-react';
import type { PublicLink, PublicLinkPage } from '@venue/shared';
import { VenueHeader } from './venue-header.tsx';

const ICONS: Record<PublicLink['kind'], Icon> = {
  menu: IconToolsKitchen2,
  book: IconCalendarEvent,
  whatsapp: IconBrandWhatsapp,
  call: IconPhone,
  custom: IconLink,
};

/**
 * The venue's link page (decisions §1 `/v/{username}/links`): its header and one large button
 * per way to reach it. Plain links, so the page needs no script.
 */
export function LinkPage({ page }: { page: PublicLinkPage }) {
  return (
    <div className="pm" data-theme={page.theme}>
      <VenueHeader venue={page.venue} subtitle="Links" />
      <main className="pm-links">
        {page.links.length === 0 ? (
          <p className="pm-links-empty">This venue has no links to show yet. Please ask our staff.</p>
        ) : (
          <ul className="pm-links-list">
            {page.links.map((link) => {
              const LinkIcon = ICONS[link.kind];
              return (
                <li key={link.href}>
                  <a
                    className="pm-link"
                    href={link.href}
                    {...(link.kind === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    <LinkIcon size={22} aria-hidden="true" />
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </main>
    </div>
  );
}
