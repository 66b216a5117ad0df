import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MenuResponseSchema, type MenuResponse } from '@venue/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ownerContext } from '../../../test/fixtures.ts';
import type * as MenuBody from './menu-body.ts';
import { readMenuRows } from './menu-body.ts';
import { venueWithMenu } from './menu-test-kit.ts';
import { getMenuSnapshot, type MenuSnapshot } from './menu.service.ts';

// Counts how often the whole menu is read from the database (issue #16).
vi.mock('./menu-body.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof MenuBody>();
  return { ...actual, readMenuRows: vi.fn(actual.readMenuRows) };
});

describe('dashboard menu reads under concurrent load', () => {
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  async function venueAndContext() {
    const venue = await venueWithMenu(app);
    const ctx = ownerContext(app, venue.owner, venue.profile);
    return { venue, ctx };
  }
  const bodyOf = (snapshot: MenuSnapshot) => (JSON.parse(snapshot.response.identity.toString('utf8')) as { body: unknown }).body;
  const itemsOf = (snapshot: MenuSnapshot) => MenuResponseSchema.parse(bodyOf(snapshot)).menuitems.items;

  // Deleting an item renumbers the others, so the cached menu is rebuilt rather than patched.
  it('shows an edit to every reader that starts after it, from one rebuild', async () => {
    const { venue, ctx } = await venueAndContext();
    await getMenuSnapshot(ctx, venue.profile.userName);
    const deleted = venue.items[0];
    expect((await venue.api.json('/v2/deleteMenu', { _id: deleted._id, type: 'Item' })).status).toBe(200);
    vi.mocked(readMenuRows).mockClear();

    // Readers that start back to back, as they do under load: the first one's version check
    // used to let the others through with the menu from before the edit.
    const snapshots = await Promise.all(Array.from({ length: 20 }, () => getMenuSnapshot(ctx, venue.profile.userName)));
    for (const snapshot of snapshots) expect(itemsOf(snapshot).find((item) => item._id === deleted._id)).toBeUndefined();
    expect(new Set(snapshots.map((snapshot) => snapshot.etag)).size).toBe(1);
    expect(readMenuRows).toHaveBeenCalledTimes(1);
  });

  it('serves concurrent API reads after an edit from one rebuild, and later reads from the cache', async () => {
    const { venue } = await venueAndContext();
    await venue.api.snapshot();
    expect((await venue.api.json('/v2/deleteMenu', { _id: venue.mains._id, type: 'SubCategory' })).status).toBe(200);
    vi.mocked(readMenuRows).mockClear();
    const reads = await Promise.all(Array.from({ length: 20 }, () => venue.api.read()));
    expect(reads.map((read) => read.status)).toEqual(reads.map(() => 200));
    expect(new Set(reads.map((read) => read.headers.etag)).size).toBe(1);
    for (let read = 0; read < 5; read += 1) expect((await venue.api.read()).status).toBe(200);
    expect(readMenuRows).toHaveBeenCalledTimes(1);
  });

  it('patches the cached menu after a publish toggle or an item edit: readers see it with no full read', async () => {
    const { venue, ctx } = await venueAndContext();
    await getMenuSnapshot(ctx, venue.profile.userName);
    vi.mocked(readMenuRows).mockClear();
    const [toggled, priced] = venue.items;
    expect((await venue.api.json('/v2/updatePublish', { _id: toggled._id, type: 'Item', publish: 0 })).status).toBe(200);
    const afterToggle = await Promise.all(Array.from({ length: 10 }, () => getMenuSnapshot(ctx, venue.profile.userName)));
    for (const snapshot of afterToggle) expect(itemsOf(snapshot).find((item) => item._id === toggled._id)?.publish).toBe(0);
    expect((await venue.api.editItem({ _id: priced._id, price: '987.65' })).status).toBe(200);
    const afterEdit = await getMenuSnapshot(ctx, venue.profile.userName);
    expect(itemsOf(afterEdit).find((item) => item._id === priced._id)?.price).toBe('987.65');
    expect(afterEdit.etag).not.toBe(afterToggle[0]!.etag);
    // The guest page is built from the same cached menu.
    const page = await app.inject({ method: 'GET', url: `/v/${venue.profile.userName}` });
    expect(page.body).not.toContain(toggled.itemName);
    expect(page.body).toContain('987.65');
    expect(readMenuRows).toHaveBeenCalledTimes(0);

    // The patched menu is exactly what a full read of the same version gives.
    const actual = await vi.importActual<typeof MenuBody>('./menu-body.ts');
    const body = bodyOf(afterEdit) as MenuResponse;
    const rows = await actual.readMenuRows(app.deps.db, venue.profile.id);
    const rebuilt = actual.toMenuResponse(t.config, { profileId: venue.profile.id } as MenuBody.MenuHeader, rows);
    expect(body.menuitems.items).toEqual(JSON.parse(JSON.stringify(rebuilt.menuitems.items)));
  });
});
