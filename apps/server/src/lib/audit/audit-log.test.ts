import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBusinessProfile, createUser } from '../../../test/fixtures.ts';
import { defineAuditAction, readAudit, recordAudit } from './index.ts';

const priceChanged = defineAuditAction({
  name: 'item.price-changed',
  entityType: 'menu-item',
  state: z.object({ pricePaise: z.number().int() }),
});

describe('the audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps actor, venue, entity, before, after and reason, newest first', async () => {
    const owner = await createUser(t.app);
    const venue = await createBusinessProfile(t.app, owner);
    const db = t.app.deps.db;
    await recordAudit(db, priceChanged, {
      profileId: venue.id,
      actorUserId: owner.id,
      entityId: 'item1',
      before: null,
      after: { pricePaise: 19_900 },
    });
    await recordAudit(db, priceChanged, {
      profileId: venue.id,
      actorUserId: owner.id,
      entityId: 'item1',
      before: { pricePaise: 19_900 },
      after: { pricePaise: 24_900 },
      reason: 'New season',
    });

    const entries = await readAudit(db, { profileId: venue.id, actions: [priceChanged], entityId: 'item1', limit: 10 });
    expect(entries.map((entry) => [entry.before, entry.after, entry.reason])).toEqual([
      [{ pricePaise: 19_900 }, { pricePaise: 24_900 }, 'New season'],
      [null, { pricePaise: 19_900 }, null],
    ]);
    expect(entries[0]!.actor).toEqual({ userId: owner.id, name: 'Test User', phone: owner.phone });
  });

  it('refuses a state that does not fit its action, and writes nothing', async () => {
    const owner = await createUser(t.app);
    const venue = await createBusinessProfile(t.app, owner);
    await expect(
      recordAudit(t.app.deps.db, priceChanged, {
        profileId: venue.id,
        actorUserId: owner.id,
        entityId: 'item2',
        before: null,
        after: { pricePaise: 1.5 },
      }),
    ).rejects.toThrow();
    expect(await readAudit(t.app.deps.db, { profileId: venue.id, actions: [priceChanged], limit: 10 })).toEqual([]);
  });
});
