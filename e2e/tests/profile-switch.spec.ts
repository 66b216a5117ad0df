import { expect, test, type Page, type Request } from '@playwright/test';
import { apiBody, createVenue, signIn, type Venue } from './support/api.ts';

/**
 * Issue 35 "The spec's own words": switching profile asks for the new profile's subscription
 * status as that profile (it was refused with a 403 on every switch, since the stored
 * X-Profile-ID still named the profile being left), and writes spec §3's stored keys:
 * `restaurant_id` and `restaurant_username` for a profile with a restaurant,
 * `restaurantIdentifier` and `accountId` for a business profile; switching to the personal
 * profile clears them. On a laptop (the sidebar's switcher) and a phone (/profile's list).
 */

const PHONE = '919000000095';
const CODE = '959595';

let venue: Venue;
let second: { profileId: string; userName: string; name: string; restaurantId: string; accountId: string };
let personal: { profileId: string; name: string };

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, PHONE, CODE, 'e2e-switch', 'First Kitchen');
  const auth = { Authorization: `Bearer ${venue.accessToken}` };
  const categories = await apiBody<{ categories: { _id: string }[] }>(
    request.get('/v1/user/getAllUserCategory/?name=', { headers: auth }),
  );
  const created = await apiBody<{ profileId: string; userName: string; name: string }>(
    request.post('/v1/user/createSocialProfile', {
      headers: auth,
      data: {
        name: 'Second Terrace',
        userName: `e2e-switch-2-${Date.now().toString(36)}`,
        profileType: 'business',
        categoryArray: [categories.categories[0]!._id],
      },
    }),
  );
  const asSecond = { ...auth, 'X-Profile-ID': created.profileId };
  await apiBody(
    request.post('/v1/restaurant/createRestaurant/', {
      headers: asSecond,
      data: { name: 'Second Terrace', city: 'Pune', address: '4 FC Road' },
    }),
  );
  const { restaurant } = await apiBody<{ restaurant: { _id: string } }>(
    request.get(`/v1/restaurant/checkRestaurantForProfile?profileId=${created.profileId}`, { headers: asSecond }),
  );
  const social = await apiBody<{ accountId: string }>(
    request.get(`/fast-social/all?userName=${created.userName}`, { headers: asSecond }),
  );
  second = { ...created, restaurantId: restaurant._id, accountId: social.accountId };
  const { profiles } = await apiBody<{ profiles: { profileId: string; name: string; profileType: string }[] }>(
    request.get('/v1/user/socialProfiles', { headers: auth }),
  );
  personal = profiles.find((profile) => profile.profileType === 'personal')!;
});

/** Every subscription-status call the page makes, with its answer's status. */
function watchStatusCalls(page: Page) {
  const calls: { profileId: string | null; header: string | undefined; status: number }[] = [];
  page.on('requestfinished', async (request: Request) => {
    if (!request.url().includes('/v1/subscription/subscription-status')) return;
    const response = await request.response();
    calls.push({
      profileId: new URL(request.url()).searchParams.get('profileId'),
      header: request.headers()['x-profile-id'],
      status: response?.status() ?? 0,
    });
  });
  return calls;
}

const storedKeys = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ['restaurant_id', 'restaurant_username', 'restaurantIdentifier', 'accountId'].map((key) => [
        key,
        localStorage.getItem(key),
      ]),
    ),
  );

test('switching to a business with a restaurant and back to personal writes and clears the stored keys, never a 403', async ({
  page,
}) => {
  await signIn(page, venue);
  const statusCalls = watchStatusCalls(page);

  // A laptop: the sidebar's switcher.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/menu');
  const switcher = page.getByRole('button', { name: 'Switch profile' });
  await expect(switcher).toContainText(`@${venue.userName}`);
  await switcher.click();
  await page.getByRole('menuitem', { name: /Second Terrace/ }).click();
  await expect(switcher).toContainText(`@${second.userName}`);
  await expect(page.getByText('Profile switched')).toBeVisible();

  // The first call about the new profile is the switch's own lookup: asked as that profile, answered.
  expect(statusCalls.find((call) => call.profileId === second.profileId)).toEqual({
    profileId: second.profileId,
    header: second.profileId,
    status: 200,
  });
  expect(statusCalls.filter((call) => call.status === 403)).toEqual([]);
  expect(await storedKeys(page)).toEqual({
    restaurant_id: second.restaurantId,
    restaurant_username: second.userName,
    restaurantIdentifier: second.userName,
    accountId: second.accountId,
  });

  // A phone: /profile's list; the personal profile has no restaurant and no menu.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/profile');
  await page.getByRole('button', { name: `Switch to ${personal.name}` }).click();
  await expect(page.getByText('Profile switched')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('activeBusinessProfile') ?? 'null')?.profileId))
    .toBe(personal.profileId);
  expect(await storedKeys(page)).toMatchObject({ restaurant_id: null, restaurant_username: null, restaurantIdentifier: null });

  expect(statusCalls.some((call) => call.profileId === personal.profileId && call.status === 200)).toBe(true);
  expect(statusCalls.filter((call) => call.status === 403)).toEqual([]);
});
