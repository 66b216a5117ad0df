import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import { primaryNumberOf } from '../profiles/profiles.service.ts';

/*
 * The venue's number: the primary of its one set of contact numbers (profiles module, issue 35). Guests see it where the booking page cannot seat them ("please call us");
 * the venue is texted on it when a booking waits for its answer, falling back to its WhatsApp
 * and then its owner's login number, which are never shown to guests.
 */

/** A number as the notifier sends to it: digits with a leading +, a bare 10-digit one taken as Indian. */
export function dialable(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `+${digits.length === 10 ? `91${digits}` : digits}`;
}

async function numbersOf(db: Db, profileId: string) {
  const [row] = await db
    .select({
      contactNumbers: profiles.contactNumbers,
      whatsapp: profiles.whatsappPhoneNumber,
      ownerPhone: users.phone,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.ownerUserId))
    .where(eq(profiles.id, profileId));
  if (!row) return null;
  return {
    publicNumber: primaryNumberOf(row.contactNumbers)?.trim() || null,
    whatsapp: row.whatsapp?.trim() || null,
    ownerPhone: row.ownerPhone,
  };
}

/** The number guests may call; null when the venue has published none. */
export async function venuePublicNumber(db: Db, profileId: string): Promise<string | null> {
  return (await numbersOf(db, profileId))?.publicNumber ?? null;
}

/** The number the venue is messaged on, ready for the notifier; null only for an unknown profile. */
export async function venueNotifyNumber(db: Db, profileId: string): Promise<string | null> {
  const numbers = await numbersOf(db, profileId);
  if (!numbers) return null;
  return dialable(numbers.publicNumber ?? numbers.whatsapp ?? numbers.ownerPhone);
}
