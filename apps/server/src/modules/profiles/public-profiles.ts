import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessCategories, profileCategories, profiles, type ContactNumber } from '../../db/schema/index.ts';
import { defineRows, readModelOf, readRowThrough, writeRowsThrough } from '../../lib/read-model/index.ts';
import { primaryNumberOf } from './venue-contacts.ts';

/** What a venue's public pages show of its profile. */
export interface PublicProfileRow {
  id: string;
  userName: string;
  name: string;
  /** A personal profile has no public menu (issue 35): it is nobody's venue. */
  profileType: 'personal' | 'business';
  image: string | null;
  /** The venue's numbers (venue-contacts.ts), as E.164 digits without '+'. */
  contactNumbers: ContactNumber[];
  whatsappPhoneNumber: string | null;
  /** The primary contact number (spec §3 `businessNumber`). */
  businessNumber: string | null;
  email: string | null;
  /** 14 digits, shown on the public menu and link page when set. */
  fssaiLicence: string | null;
  /** IANA zone: the venue's days (link clicks are counted per local day). */
  timeZone: string;
  /**
   * The business categories it is filed under (spec §5), by name: what its structured data says
   * it serves. Edited only inside `writePublicProfiles`, so kept with the row.
   */
  categories: string[];
}

const publicProfileColumns = {
  id: profiles.id,
  userName: profiles.userName,
  name: profiles.name,
  profileType: profiles.profileType,
  image: profiles.image,
  contactNumbers: profiles.contactNumbers,
  whatsappPhoneNumber: profiles.whatsappPhoneNumber,
  email: profiles.email,
  fssaiLicence: profiles.fssaiLicence,
  timeZone: profiles.timeZone,
};

async function toPublicProfile(db: Db, row: Omit<PublicProfileRow, 'businessNumber' | 'categories'>): Promise<PublicProfileRow> {
  return {
    ...row,
    businessNumber: primaryNumberOf(row.contactNumbers),
    categories: row.profileType === 'business' ? await readCategoryNames(db, row.id) : [],
  };
}

/*
 * Every guest page starts from the venue behind its address. Those rows are rows of the read
 * model (lib/read-model, docs/decisions/0020), kept while no instance has changed a profile.
 */
const byAddress = defineRows<PublicProfileRow>({
  kind: 'public-profile',
  redisKey: 'venue:profile-version',
  ttlMs: 30_000,
  maxEntries: 10_000,
});

/** The cache's count of database look-ups on `db`'s app, for tests. */
export const publicProfileReads = (db: Db) => readModelOf(db)?.rowReads(byAddress) ?? 0;

/**
 * Runs a change of the fields a `PublicProfileRow` carries in one transaction, forgetting the
 * kept rows here and on every instance before it starts and once it has ended.
 * @throws when Redis is configured and cannot count the change (nothing is written then)
 */
export function writePublicProfiles<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return writeRowsThrough(db, byAddress, write);
}

/** `findProfileByUserName`, kept in memory while no profile has changed (guest pages). */
export function lookUpPublicProfile(ctx: { db: Db }, userName: string): Promise<PublicProfileRow | null> {
  return readRowThrough(ctx.db, byAddress, userName.trim().toLowerCase(), () => findProfileByUserName(ctx.db, userName));
}

/** The profile at /v/{username} (usernames are unique whatever their case), or null. */
export async function findProfileByUserName(db: Db, userName: string): Promise<PublicProfileRow | null> {
  const rows = await db
    .select(publicProfileColumns)
    .from(profiles)
    .where(eq(sql`lower(${profiles.userName})`, userName.trim().toLowerCase()))
    .limit(1);
  return rows[0] ? toPublicProfile(db, rows[0]) : null;
}

export async function findProfileById(db: Db, profileId: string): Promise<PublicProfileRow | null> {
  const rows = await db.select(publicProfileColumns).from(profiles).where(eq(profiles.id, profileId)).limit(1);
  return rows[0] ? toPublicProfile(db, rows[0]) : null;
}

/** Ids per query: well under PostgreSQL's 65,535 parameters. */
const IDS_PER_QUERY = 5_000;

/** The public addresses of these business profiles (the sitemap's venues); others are left out. */
export async function listVenueAddresses(db: Db, profileIds: string[]): Promise<Array<{ id: string; userName: string }>> {
  const found: Array<{ id: string; userName: string }> = [];
  for (let start = 0; start < profileIds.length; start += IDS_PER_QUERY) {
    const ids = profileIds.slice(start, start + IDS_PER_QUERY);
    found.push(
      ...(await db
        .select({ id: profiles.id, userName: profiles.userName })
        .from(profiles)
        .where(and(inArray(profiles.id, ids), eq(profiles.profileType, 'business')))),
    );
  }
  return found;
}

async function readCategoryNames(db: Db, profileId: string): Promise<string[]> {
  const rows = await db
    .select({ name: businessCategories.name })
    .from(profileCategories)
    .innerJoin(businessCategories, eq(businessCategories.id, profileCategories.categoryId))
    .where(eq(profileCategories.profileId, profileId))
    .orderBy(asc(businessCategories.name));
  return rows.map((row) => row.name);
}
