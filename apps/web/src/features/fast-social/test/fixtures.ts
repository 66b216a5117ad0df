import type { SocialLink } from '@venue/shared';
import type { FastSocialAll } from '../api/get-fast-social.ts';

export const ACCOUNT_ID = 'd'.repeat(24);
export const linkId = (n: number) => String(n).padStart(24, 'e');

export function socialLink(n: number, overrides: Partial<SocialLink> = {}): SocialLink {
  return {
    _id: linkId(n),
    name: `Link ${n}`,
    url: `https://example.com/${n}`,
    icon: 'link',
    live: true,
    startsAt: null,
    endsAt: null,
    order: n,
    clicks: 0,
    ...overrides,
  };
}

export function fastSocialAll(links: SocialLink[] = []): FastSocialAll {
  return {
    accountId: ACCOUNT_ID,
    sections: {
      'Basic Details': {
        name: 'Spice Route',
        username: 'spice-route',
        mobileNumber: '919000000011',
        email: null,
        profileImage: null,
        businessWhatsappPhoneNumber: null,
      },
      'Contact Details': {
        address: '',
        googleMapsLink: null,
        contactNumbers: [],
        whatsappNumber: null,
        email: null,
        operationalHours: { openingHours: [], exceptions: [] },
      },
      Links: links,
    },
    verified: false,
  };
}

/** GET /v1/user/user-permissions for a role; staff have no socialProfileAccess. */
export function socialPermissions(role: 'owner' | 'staff') {
  const value = role === 'owner';
  return {
    role,
    permissions: { digitalMenuAccess: { value }, tableReserveAccess: { value }, socialProfileAccess: { value } },
  };
}
