import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { profiles } from './profiles.ts';
import { users } from './users.ts';

/**
 * Every file the server stored (docs/decisions/0010): who owns it and how big it is, so that
 * ownership and the storage quota are queries. A menu row may point only at its own profile's
 * objects, and only the owner's calls ever delete one. Files of the upload call belong to no
 * venue: `profile_id` is null and `user_id` names the uploader.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: text('id').primaryKey(),
    profileId: text('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Relative storage path as rows keep it, e.g. `menu/items/66f1c0de0123456789abcdef.webp`. */
    path: text('path').notNull(),
    /** Bytes on disk after re-encoding; 0 for files that predate this table (not measured). */
    bytes: integer('bytes').notNull(),
    mediaType: text('media_type', { enum: ['image', 'video'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_objects_path_idx').on(t.path),
    index('media_objects_profile_idx').on(t.profileId),
    index('media_objects_user_idx').on(t.userId),
    oneOf('media_objects_type_check', t.mediaType, ['image', 'video']),
  ],
);
