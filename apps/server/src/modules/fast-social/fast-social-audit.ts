import { z } from 'zod';
import { SocialLinkSchema } from '@venue/shared';
import { defineAuditAction } from '../../lib/audit/index.ts';
import type { VenueContacts } from '../profiles/profiles.service.ts';
import { toSocialLink, type AccountRow, type LinkRow } from './link-store.ts';

/* The link page's audited changes: who changed which links or details, and from what. */

/** A link as the editor sees it, without its position (the list's order) and click count. */
const LinkStateSchema = SocialLinkSchema.omit({ order: true, clicks: true });
const LinkListStateSchema = z.object({ links: z.array(LinkStateSchema) });

const DetailsStateSchema = z.object({
  email: z.string().nullable(),
  businessWhatsappPhoneNumber: z.string().nullable(),
  address: z.string(),
  googleMapsLink: z.string().nullable(),
  contactNumbers: z.array(z.object({ id: z.string(), number: z.string(), isPrimary: z.boolean(), label: z.string() })),
});

/** A save or a delete of links: the whole list before and after, in order. */
export const LINKS_CHANGED = defineAuditAction({
  name: 'fast-social.links-changed',
  entityType: 'social-account',
  state: LinkListStateSchema,
});

/** Basic or contact details of the account (the profile's own fields are the profile's). */
export const DETAILS_CHANGED = defineAuditAction({
  name: 'fast-social.details-changed',
  entityType: 'social-account',
  state: DetailsStateSchema,
});

export const linkListState = (links: LinkRow[]): z.infer<typeof LinkListStateSchema> => ({
  links: links.map((link) => {
    const { order: _order, clicks: _clicks, ...state } = toSocialLink(link, 0);
    return state;
  }),
});

/** The account's address and map link with the venue's contact details (kept on the profile). */
export const detailsState = (account: AccountRow, contacts: VenueContacts | null): z.infer<typeof DetailsStateSchema> => ({
  email: contacts?.email ?? null,
  businessWhatsappPhoneNumber: contacts?.whatsappPhoneNumber ?? null,
  address: account.address,
  googleMapsLink: account.googleMapsLink,
  contactNumbers: contacts?.contactNumbers ?? [],
});
