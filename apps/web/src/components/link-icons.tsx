import {
  IconBook2,
  IconBrandFacebook,
  IconBrandGoogle,
  IconBrandGoogleMaps,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandSpotify,
  IconBrandTripadvisor,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconChefHat,
  IconCurrencyRupee,
  IconLink,
  IconMail,
  IconMotorbike,
  IconPhone,
  IconTicket,
  IconToolsKitchen2,
  IconWorld,
  type Icon,
} from '@tabler/icons-react';
import type { LinkIconId } from '@venue/shared';

/*
 * The preset link icons (packages/shared fast-social.ts LINK_ICONS) as drawings, shared by the
 * link editor and the public link page. Type-only import of the shared package: the public
 * page's bundle takes no zod. Services without a Tabler brand mark get the nearest plain icon.
 */
export const LINK_ICON_COMPONENTS: Record<LinkIconId, Icon> = {
  instagram: IconBrandInstagram,
  facebook: IconBrandFacebook,
  youtube: IconBrandYoutube,
  x: IconBrandX,
  whatsapp: IconBrandWhatsapp,
  'google-maps': IconBrandGoogleMaps,
  zomato: IconToolsKitchen2,
  swiggy: IconMotorbike,
  district: IconTicket,
  eazydiner: IconChefHat,
  tripadvisor: IconBrandTripadvisor,
  'google-reviews': IconBrandGoogle,
  linkedin: IconBrandLinkedin,
  spotify: IconBrandSpotify,
  website: IconWorld,
  email: IconMail,
  phone: IconPhone,
  upi: IconCurrencyRupee,
  menu: IconBook2,
  link: IconLink,
};

/** The drawing for a stored icon id; an id no longer offered shows the plain link. */
export function linkIconOf(id: string | null | undefined): Icon {
  return (id && LINK_ICON_COMPONENTS[id as LinkIconId]) || IconLink;
}
