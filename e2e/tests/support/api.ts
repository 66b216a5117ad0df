import type { APIRequestContext, APIResponse, Page } from '@playwright/test';

/**
 * What every journey needs from the real API: the envelope unwrapped, a logged-in owner with a
 * fresh business profile, the dashboard's stored keys (spec §3) written before the app boots,
 * and the menu calls as the dashboard makes them. One login per spec file: each test number
 * may request 5 codes an hour (decisions §4).
 */
export interface Envelope<T> {
  responseStatus: { success: boolean; errorMessage: string | null };
  body: T;
}

/** The envelope's body, or an error naming the call, its status and the server's message. */
/**
 * Answers the page's calls to `url` (a glob) with `body` in the API's envelope, as the server
 * would: for screens whose figures a journey cannot make on the real clock (a chart of past
 * days). `body` may depend on the call's query string.
 */
export async function answerWith(page: Page, url: string, body: (query: URLSearchParams) => unknown): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      json: {
        responseStatus: { success: true, errorCode: null, errorMessage: null, error: null, timeStamp: new Date().toISOString() },
        body: body(new URL(route.request().url()).searchParams),
      },
    }),
  );
}

export async function apiBody<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  const payload = (await res.json()) as Envelope<T>;
  if (!res.ok() || !payload.responseStatus.success)
    throw new Error(`${res.url()} → ${res.status()}: ${payload.responseStatus.errorMessage}`);
  return payload.body;
}

export interface Venue {
  accessToken: string;
  refreshToken: string;
  profileId: string;
  userName: string;
  name: string;
  stored: Record<string, string>;
}

/**
 * The network a journey's set-up logs in from. The e2e server trusts X-Forwarded-For from
 * loopback (TRUST_PROXY, as behind nginx on one machine), so each journey's API logins count
 * against their own address's hourly code limit rather than all sharing 127.0.0.1's 20.
 */
function setUpAddress(label: string): string {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.77.${(hash >>> 8) % 250}.${(hash % 250) + 1}`;
}

export async function createVenue(
  request: APIRequestContext,
  phone: string,
  code: string,
  label: string,
  name = 'Journey Kitchen',
  /** The venue's IANA zone (decisions §6 "Time"); the server's default when left out. */
  timeZone?: string,
): Promise<Venue> {
  const network = { 'X-Forwarded-For': setUpAddress(label) };
  await apiBody(request.post('/v1/user/userLogin', { headers: network, data: { mobileNumber: phone } }));
  const login = await apiBody<{
    token: { access: { token: string; expires: string }; refresh: { token: string } };
    user: unknown;
    userProfile: unknown;
  }>(request.post('/v1/user/validateOtp', { headers: network, data: { mobileNumber: phone, otp: code } }));
  const auth = { Authorization: `Bearer ${login.token.access.token}` };
  const categories = await apiBody<{ categories: { _id: string }[] }>(
    request.get('/v1/user/getAllUserCategory/?name=', { headers: auth }),
  );
  const profile = await apiBody<{ profileId: string; userName: string; name: string }>(
    request.post('/v1/user/createSocialProfile', {
      headers: auth,
      data: {
        name,
        userName: `${label}-${Date.now().toString(36)}`,
        profileType: 'business',
        categoryArray: [categories.categories[0]!._id],
        ...(timeZone ? { timeZone } : {}),
      },
    }),
  );
  const profiles = await apiBody<{ profiles: unknown[] }>(request.get('/v1/user/socialProfiles', { headers: auth }));
  return {
    accessToken: login.token.access.token,
    refreshToken: login.token.refresh.token,
    profileId: profile.profileId,
    userName: profile.userName,
    name: profile.name,
    stored: {
      accessToken: login.token.access.token,
      refreshToken: login.token.refresh.token,
      expiresAt: login.token.access.expires,
      isAuthenticated: 'true',
      userData: JSON.stringify(login.user),
      userProfile: JSON.stringify(login.userProfile),
      businessProfiles: JSON.stringify(profiles.profiles),
      activeBusinessProfile: JSON.stringify({
        profileId: profile.profileId,
        userName: profile.userName,
        profileType: 'business',
        name: profile.name,
      }),
    },
  };
}

/** Writes the stored login before any page script runs, once per tab, so a logout sticks. */
export async function signIn(page: Page, venue: Venue) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    sessionStorage.setItem('e2e-seeded', '1');
  }, venue.stored);
}

export function menuApi(request: APIRequestContext, venue: Venue) {
  const headers = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  return {
    addCategory: (name: string) =>
      apiBody<{ category: { _id: string } }>(
        request.post('/v2/add-category-or-subcategory', { headers, multipart: { name, type: 'category' } }),
      ).then((b) => b.category._id),
    addSubcategory: (categoryId: string, name: string) =>
      apiBody<{ subCategory: { _id: string } }>(
        request.post('/v2/add-category-or-subcategory', {
          headers,
          multipart: { name, type: 'subCategory', category_id: categoryId },
        }),
      ).then((b) => b.subCategory._id),
    addItem: (subcategoryId: string, itemName: string, extra: Record<string, string> = {}) =>
      apiBody<{ data: { _id: string } }>(
        request.post('/v2/addItems', {
          headers,
          multipart: { itemName, subCategory_id: subcategoryId, price: '100', type: 'veg', ...extra },
        }),
      ).then((b) => b.data._id),
    setPublish: (type: 'Item' | 'SubCategory' | 'Category', id: string, publish: 0 | 1) =>
      apiBody(request.post('/v2/updatePublish', { headers, data: { _id: id, type, publish } })),
    reorder: (type: 'item' | 'subcategory', oldIds: string[], newIds: string[]) =>
      apiBody(
        request.post('/v2/menu-drag', {
          headers,
          data: { type, oldData: oldIds.map((_id) => ({ _id })), reorderedData: newIds.map((_id) => ({ _id })) },
        }),
      ),
    menu: () =>
      apiBody<{
        menuitems: {
          subCategories: { _id: string; subCategory: string; image: string | null; position: number }[];
          items: {
            _id: string;
            itemName: string;
            subCategory_id: string;
            position: number;
            publish: number;
            varietyArr: { name: string; price: number }[];
            ingredients: string[];
            mediaUrl: string | null;
          }[];
        };
      }>(request.get(`/v2/menu/${venue.userName}`, { headers })),
  };
}
