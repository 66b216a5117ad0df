import type { PublicEventListing, PublicLink, PublicLinkPage, PublicOpeningHours } from '@venue/shared';
import type { AppConfig } from '../../config.ts';
import type { PublicLinkPageContent } from '../fast-social/fast-social.service.ts';
import { publicVenueOf, themeOfVenue, type PublicVenueRow } from './public-menu-data.ts';
import type { VcardContact, VcardPhone } from './vcard.ts';

/*
 * What the link page and the contact card show, from the venue and its link page's content
 * (decisions §6 "Link page"). Pure: the service reads, this decides.
 */

/** A phone as the page dials it: E.164 digits to `tel:+…`. */
const telOf = (digits: string) => `tel:+${digits}`;

/** The venue's numbers (its one set, issue 35), the primary first, then the rest in their saved order. */
function contactNumbersOf(venue: PublicVenueRow) {
  const numbers = venue.contactNumbers;
  return [...numbers.filter((entry) => entry.isPrimary), ...numbers.filter((entry) => !entry.isPrimary)];
}

/** The venue's WhatsApp and call numbers. */
function reachOf(venue: PublicVenueRow) {
  return { whatsapp: venue.whatsappNumber, call: venue.businessNumber };
}

/**
 * Every link of the page in the order shown (decisions §6): the owner's shown links first,
 * each through the redirect that counts its click, then the menu while it is open, WhatsApp
 * and call.
 */
function linksOf(
  venue: PublicVenueRow,
  content: PublicLinkPageContent,
  options: { menuOpen: boolean; bookingUrl: string | null },
): PublicLink[] {
  const base = `/v/${encodeURIComponent(venue.userName)}`;
  const links: PublicLink[] = content.links.map((link) => ({
    kind: 'custom',
    label: link.name,
    href: `${base}/l/${link.id}`,
    icon: link.icon,
  }));
  if (options.menuOpen) links.push({ kind: 'menu', label: 'View Menu', href: base, icon: null });
  if (options.bookingUrl) links.push({ kind: 'book', label: 'Book a table', href: options.bookingUrl, icon: null });
  const reach = reachOf(venue);
  if (reach.whatsapp)
    links.push({ kind: 'whatsapp', label: 'Chat on WhatsApp', href: `https://wa.me/${reach.whatsapp}`, icon: null });
  if (reach.call) links.push({ kind: 'call', label: 'Call Us', href: telOf(reach.call), icon: null });
  return links;
}

function contactOf(venue: PublicVenueRow, content: PublicLinkPageContent): PublicLinkPage['contact'] {
  const account = content.account;
  if (!account && venue.contactNumbers.length === 0 && !venue.email) return null;
  return {
    address: account?.address ?? '',
    googleMapsLink: account?.googleMapsLink ?? null,
    phones: contactNumbersOf(venue).map((entry) => ({
      number: `+${entry.number}`,
      label: entry.label,
      isPrimary: entry.isPrimary,
    })),
    email: venue.email,
  };
}

/** The public link page's data (PublicLinkPageSchema). */
export function linkPageOf(
  config: AppConfig,
  venue: PublicVenueRow,
  content: PublicLinkPageContent,
  /**
   * `bookingUrl`: the booking page while the venue's restaurant takes bookings, else null;
   * `events`: its published upcoming events.
   */
  options: { menuOpen: boolean; bookingUrl: string | null; events: PublicEventListing[]; hours?: PublicOpeningHours | null },
): PublicLinkPage {
  return {
    venue: publicVenueOf(config, venue),
    theme: themeOfVenue(venue),
    links: linksOf(venue, content, options),
    verified: content.verified,
    fssaiLicence: venue.fssaiLicence,
    contact: contactOf(venue, content),
    vcardHref: `/v/${encodeURIComponent(venue.userName)}/contact.vcf`,
    ...(options.events.length > 0 ? { events: options.events } : {}),
    ...(options.hours ? { hours: options.hours } : {}),
  };
}

/**
 * The vCard's content: the contact numbers (primary first, preferred), else the business
 * number; the WhatsApp number as a mobile when it is not among them.
 */
export function contactCardOf(venue: PublicVenueRow, content: PublicLinkPageContent, pageUrl: string): VcardContact {
  const phones: VcardPhone[] = contactNumbersOf(venue).map((entry) => ({
    number: entry.number,
    types: ['work', 'voice'],
    isPreferred: entry.isPrimary,
  }));
  const reach = reachOf(venue);
  if (phones.length === 0 && reach.call) phones.push({ number: reach.call, types: ['work', 'voice'], isPreferred: true });
  if (reach.whatsapp && !phones.some((phone) => phone.number === reach.whatsapp)) {
    phones.push({ number: reach.whatsapp, types: ['work', 'cell'], isPreferred: phones.length === 0 });
  }
  return {
    name: venue.name,
    phones,
    email: venue.email,
    address: content.account?.address || null,
    url: pageUrl,
  };
}
