import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, profiles, ticketTypes } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { addLocalDays, localDate, venueInstant } from '../../lib/venue-time.ts';
import { syncRsvpPlaces } from './events.service.ts';

/*
 * The demo venue's events (`npm start`): a ticketed night on sale with two ticket types and a
 * free brunch taking RSVPs, both published a week ahead on the venue's clock, so a newcomer can
 * buy a ticket in the sandbox and RSVP from the public pages at once.
 */

const DEMO_TICKETS = [
  { name: 'General', pricePaise: 49_900, quantity: 100, maxPerOrder: 10 },
  { name: 'VIP', pricePaise: 129_900, quantity: 20, maxPerOrder: 4 },
];

/** Seeds the two events unless the venue has any event already (a restart changes nothing). */
export async function seedDemoEvents(db: Db, profileId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: events.id }).from(events).where(eq(events.profileId, profileId)).limit(1);
    const [profile] = await tx.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.id, profileId));
    if (existing || !profile) return;
    const inAWeek = addLocalDays(localDate(profile.timeZone, now), 7);
    const at = (date: string, time: string) => venueInstant(profile.timeZone, date, time);

    const jazzId = newId();
    const startsAt = at(inAWeek, '20:00');
    await tx.insert(events).values({
      id: jazzId,
      profileId,
      name: 'Friday Jazz Night',
      description: 'A live quartet on the terrace, two sets. Doors open at 7:30 pm.',
      startsAt,
      endsAt: at(inAWeek, '23:00'),
      venueName: 'The Terrace',
      address: '12 MG Road, Bengaluru',
      publish: 1,
      isTicketed: true,
      status: 'on-sale',
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(ticketTypes).values(
      DEMO_TICKETS.map((type, position) => ({
        id: newId(),
        profileId,
        eventId: jazzId,
        ...type,
        salesStart: now,
        salesEnd: startsAt,
        position,
      })),
    );

    const brunchDay = addLocalDays(inAWeek, 2);
    const [brunch] = await tx
      .insert(events)
      .values({
        id: newId(),
        profileId,
        name: 'Sunday Poetry Brunch',
        description: 'Open mic for poems and short stories. Free entry; RSVP to keep a seat.',
        startsAt: at(brunchDay, '11:00'),
        endsAt: at(brunchDay, '13:00'),
        venueName: 'The Garden Room',
        address: '12 MG Road, Bengaluru',
        capacity: 40,
        rsvp: true,
        publish: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await syncRsvpPlaces(tx, brunch!, now);
  });
}
