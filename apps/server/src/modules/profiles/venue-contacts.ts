import { eq } from 'drizzle-orm';
import { DEFAULT_CONTACT_LABEL } from '@venue/shared';
import type { Db } from '../../db/client.ts';
import { profiles, type ContactNumber } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

/*
 * A venue's one set of contact details (issue 35): its phone numbers (exactly one primary),
 * its one WhatsApp number and its email, on the profile row. The spec's fields are views of
 * them: `businessNumber` (create profile, business details) and the link page's
 * `mobileNumber` are the primary number, `WhatsappPhoneNumber` and
 * `businessWhatsappPhoneNumber` the WhatsApp number, `contactNumbers` the list. Profile →
 * Contact details edits them; every writer goes through `contactChanges` below, inside
 * `writePublicProfiles` (guest pages keep these fields in memory).
 */

export interface VenueContacts {
  contactNumbers: ContactNumber[];
  whatsappPhoneNumber: string | null;
  email: string | null;
}

/** The primary number (the first one when none is marked), or null without numbers. */
export function primaryNumberOf(contactNumbers: readonly ContactNumber[]): string | null {
  return (contactNumbers.find((entry) => entry.isPrimary) ?? contactNumbers[0])?.number ?? null;
}

/**
 * The list after setting the primary number to `number` (the spec's `businessNumber`): it
 * replaces the primary entry's number, becomes the first (primary, "Main") entry of an empty
 * list, or, when null, removes the primary entry and makes the next one primary. A number the
 * list already holds becomes the primary entry instead of appearing twice.
 */
export function withPrimaryNumber(contactNumbers: readonly ContactNumber[], number: string | null): ContactNumber[] {
  const primaryIndex = Math.max(
    0,
    contactNumbers.findIndex((entry) => entry.isPrimary),
  );
  if (number === null) {
    const rest = contactNumbers.filter((_, index) => index !== primaryIndex);
    return rest.map((entry, index) => ({ ...entry, isPrimary: index === 0 }));
  }
  const existing = contactNumbers.findIndex((entry) => entry.number === number);
  if (existing >= 0) return contactNumbers.map((entry, index) => ({ ...entry, isPrimary: index === existing }));
  if (contactNumbers.length === 0) return [{ id: newId(), number, isPrimary: true, label: DEFAULT_CONTACT_LABEL }];
  return contactNumbers.map((entry, index) =>
    index === primaryIndex ? { ...entry, number, isPrimary: true } : { ...entry, isPrimary: false },
  );
}

/** The venue's contact details (null for an unknown profile). */
export async function readVenueContacts(db: Db, profileId: string): Promise<VenueContacts | null> {
  const [row] = await db
    .select({ contactNumbers: profiles.contactNumbers, whatsappPhoneNumber: profiles.whatsappPhoneNumber, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ?? null;
}

/** What may change; `primaryNumber` is the spec's `businessNumber` (see `withPrimaryNumber`). */
export interface VenueContactChanges {
  contactNumbers?: ContactNumber[];
  primaryNumber?: string | null;
  whatsappPhoneNumber?: string | null;
  email?: string | null;
}

/**
 * Applies contact changes to the profile row inside the caller's transaction, which must be
 * `writePublicProfiles`'s. The row is locked first, so two editors setting the primary number
 * do not lose one another's list.
 */
export async function writeVenueContacts(tx: Db, profileId: string, changes: VenueContactChanges): Promise<void> {
  const [row] = await tx
    .select({ contactNumbers: profiles.contactNumbers })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update');
  if (!row) return;
  let contactNumbers = changes.contactNumbers ?? row.contactNumbers;
  if (changes.primaryNumber !== undefined) contactNumbers = withPrimaryNumber(contactNumbers, changes.primaryNumber);
  await tx
    .update(profiles)
    .set({
      contactNumbers,
      ...(changes.whatsappPhoneNumber === undefined ? {} : { whatsappPhoneNumber: changes.whatsappPhoneNumber }),
      ...(changes.email === undefined ? {} : { email: changes.email }),
    })
    .where(eq(profiles.id, profileId));
}
