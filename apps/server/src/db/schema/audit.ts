import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';
import { users } from './users.ts';

/**
 * One audit log for every module (lib/audit): who did what to which entity of which venue,
 * its state before and after, and why (super-admin changes demand a reason).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    /** Null for platform-wide actions (a business category a super-admin promotes). */
    profileId: text('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `<entity>.<verb>`, e.g. `member.updated`; each is defined once with its shapes (lib/audit). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_profile_idx').on(t.profileId, t.createdAt),
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_events_actor_idx').on(t.actorUserId),
  ],
);
