import { expect, test } from '@playwright/test';
import { createVenue, signIn, type Venue } from './support/api.ts';
import { sentTo } from './support/guest.ts';

/**
 * Issue 38's walk-in waitlist at the host stand, on a 375 px phone: the host adds three parties,
 * notifies one (the guest's "table is ready" arrives through the notifier's test adapter,
 * /__outbox/sms) and seats it; the ones behind move up. The guest's own live page follows.
 */

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const OWNER = { phone: '919000000038', code: '383838' };
/** The parties' numbers: the desk adds them, so no code is needed. */
const PARTIES = [
  { name: 'Asha Rao', phone: '919812300381', size: '2' },
  { name: 'Bala Iyer', phone: '919812300382', size: '4' },
  { name: 'Chitra Nair', phone: '919812300383', size: '3' },
];

const GUEST = { name: 'Deepa Menon', phone: '919000000039', code: '393939' };

let venue: Venue;

/** The texts of one template the outbox kept for a number. */
test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, OWNER.phone, OWNER.code, 'e2e-waitlist', 'Filter Coffee House');
});

test('a host at 375 px adds three parties, notifies one, reads its message and seats it', async ({ page, request }) => {
  await signIn(page, venue);
  await page.goto('/reservations/waitlist');
  await expect(page.getByRole('heading', { name: 'Waitlist' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a party' });
  for (const party of PARTIES) {
    await form.getByLabel('Name').fill(party.name);
    await form.getByLabel('Phone').fill(`+${party.phone}`);
    await form.getByLabel('Party size').fill(party.size);
    await form.getByRole('button', { name: 'Add to waitlist' }).click();
    await expect(page.getByLabel(party.name)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
  }
  const rows = page.getByTestId('waitlist-entry');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByLabel('Position')).toHaveText('1');
  await expect(rows.nth(2).getByLabel('Position')).toHaveText('3');

  // Notify the second party: its "table is ready" message arrives through the outbox.
  const bala = page.getByLabel(PARTIES[1]!.name);
  await bala.getByRole('button', { name: 'Notify' }).click();
  await expect(bala.getByText('Notified')).toBeVisible();
  await expect
    .poll(() => sentTo(request, PARTIES[1]!.phone, 'waitlist-ready'), { timeout: 60_000, intervals: [500, 1_000, 2_000] })
    .toEqual([expect.stringContaining('Your table at Filter Coffee House for 4 guests is ready')]);
  const [joined] = await sentTo(request, PARTIES[1]!.phone, 'waitlist-joined');
  const link = /(https?:\/\/\S+\/waitlist\/\S+)/.exec(joined ?? '')?.[1];
  expect(link).toBeTruthy();

  // Seat it: it leaves the queue and the third party moves up to 2.
  await bala.getByRole('button', { name: 'Seat' }).click();
  await expect(page.getByLabel(PARTIES[1]!.name)).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  await expect(page.getByLabel(PARTIES[2]!.name).getByLabel('Position')).toHaveText('2');

  // The guest's live page says so, in a few KB, at 375 px.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'You have been seated. Enjoy your meal!' })).toBeVisible();
});

test('a guest joins online, watches their place move up, and leaves', async ({ page, browser, request }) => {
  const owner = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  const put = await request.put('/v1/waitlist/settings', {
    headers: owner,
    data: { remoteJoin: true, maxPartySize: 6, maxWaiting: 20 },
  });
  expect(put.ok()).toBe(true);

  await page.goto(`/v/${venue.userName}/waitlist?partySize=3`);
  await expect(page.getByRole('heading', { name: 'Join the waitlist' })).toBeVisible();
  await page.getByLabel('Name').fill(GUEST.name);
  await expect(page.getByLabel('Party size')).toHaveValue('3');
  await page.getByLabel('Mobile number').fill(`+${GUEST.phone}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Code sent to +${GUEST.phone}`)).toBeVisible();
  await page.getByLabel('Code').fill(GUEST.code);
  await page.getByRole('button', { name: 'Join the waitlist' }).click();

  // Two parties (Asha, Chitra) wait ahead from the first journey.
  await expect(page).toHaveURL(new RegExp(`/v/${venue.userName}/waitlist/[A-Z2-9]{8}\\?token=`));
  await expect(page.getByRole('heading', { name: 'You are in the queue' })).toBeVisible();
  await expect(page.locator('#position')).toHaveText('3');

  // The host seats the party at the front: within a poll the guest's place moves up.
  const host = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signIn(host, venue);
  await host.goto('/reservations/waitlist');
  const asha = host.getByLabel(PARTIES[0]!.name);
  await asha.getByRole('button', { name: 'Seat' }).click();
  await expect(host.getByLabel(PARTIES[0]!.name)).toHaveCount(0);
  // The guest joined online: the desk says so.
  await expect(host.getByLabel(GUEST.name).getByText('joined online', { exact: false })).toBeVisible();
  await expect(page.locator('#position')).toHaveText('2', { timeout: 25_000 });

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Leave the queue' }).click();
  await expect(page.getByRole('heading', { name: 'You have left the queue' })).toBeVisible();
  await expect(host.getByLabel(GUEST.name)).toHaveCount(0, { timeout: 35_000 });
  await host.close();
});
