import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiBody, createVenue, menuApi, signIn, type Envelope, type Venue } from './support/api.ts';
import { seriousViolationsAtBothWidths } from './support/axe.ts';

/**
 * Issue 3's browser journey: the owner adds a staff member without menu access; that member
 * logs in through the login screen, sees the menu greyed with the tooltip, and every menu
 * write answers 403; the owner removes them and their very next request gets 403.
 * Numbers from E2E_TEST_OTP (playwright.config.ts): owner 9000000017, staff 9000000018.
 */

const OWNER = { phone: '+919000000017', code: '171717' };
const STAFF = { digits: '9000000018', code: '181818', e164Digits: '919000000018' };
const NO_EDIT = "You don't have permission to edit this feature";

type StaffVenue = Venue & { ownerHeaders: Record<string, string>; categoryId: string; subCategoryId: string; itemId: string };

/** The owner's venue with a small menu (Food › Starters › Paneer Tikka), made through the real API. */
async function ownerVenue(request: APIRequestContext): Promise<StaffVenue> {
  const venue = await createVenue(request, OWNER.phone, OWNER.code, 'staff-access', 'Spice Route Staff Test');
  const menu = menuApi(request, venue);
  const categoryId = await menu.addCategory('Food');
  const subCategoryId = await menu.addSubcategory(categoryId, 'Starters');
  const itemId = await menu.addItem(subCategoryId, 'Paneer Tikka', { price: '249', type: 'veg' });
  const ownerHeaders = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  return { ...venue, ownerHeaders, categoryId, subCategoryId, itemId };
}

/** The member's stored token, as the dashboard keeps it (spec §3 stored keys). */
async function storedHeaders(page: Page, profileId: string) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}`, 'X-Profile-ID': profileId };
}

/** Every menu write the server has, read from its OpenAPI document (tag "menu", not a GET). */
async function menuWrites(request: APIRequestContext): Promise<Array<{ method: string; path: string }>> {
  const doc = (await (await request.get('/docs/json')).json()) as { paths: Record<string, Record<string, { tags?: string[] }>> };
  const writes: Array<{ method: string; path: string }> = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method !== 'get' && method !== 'head' && operation.tags?.includes('menu')) writes.push({ method, path });
    }
  }
  return writes;
}

test('the owner adds staff without menu access; the member sees the menu greyed and every menu write is refused; removal applies at once', async ({
  browser,
  request,
}) => {
  const venue = await ownerVenue(request);

  // The owner, already logged in on their venue.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, venue);
  await owner.goto('/roles-and-authorities');
  await expect(owner.getByRole('heading', { name: 'Roles and authorities' })).toBeVisible();
  await expect(owner.getByTestId('member-919000000017')).toContainText('Owner');

  // Add a staff member by number: table reservations on, menu off.
  await owner.getByRole('button', { name: 'Add member' }).click();
  const addDialog = owner.getByRole('dialog', { name: 'Add team member' });
  await addDialog.getByRole('textbox', { name: 'Mobile number' }).fill(STAFF.digits);
  await addDialog.getByText('Staff', { exact: true }).click();
  await addDialog.getByRole('switch', { name: /Table reservations/ }).check({ force: true });
  await expect(addDialog.getByRole('switch', { name: /Digital menu/ })).not.toBeChecked();
  await addDialog.getByRole('button', { name: 'Add member' }).click();
  await expect(owner.getByText('Invite saved')).toBeVisible();
  const staffRow = owner.getByTestId(`member-${STAFF.e164Digits}`);
  await expect(staffRow).toContainText('Invite pending');
  await expect(staffRow.getByRole('switch', { name: /^Digital menu for/ })).not.toBeChecked();
  await expect(staffRow.getByRole('switch', { name: /^Table reservations for/ })).toBeChecked();
  await expect(owner.getByText('Invited +91 90000 00018 as Staff (Table reservations)')).toBeVisible();
  // The team with a pending invite and its switches (the axe journey sees the owner alone).
  expect(await seriousViolationsAtBothWidths(owner)).toEqual([]);

  // The member logs in through the login screen; the invite is theirs from the first login.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/login');
  await staff.getByRole('textbox', { name: 'Mobile number' }).fill(STAFF.digits);
  await staff.getByRole('button', { name: 'Send code' }).click();
  await staff.getByRole('textbox', { name: 'Verification code' }).fill(STAFF.code);
  await expect(staff).not.toHaveURL(/\/login$/);

  // They switch to the venue with the profile switcher.
  await staff.getByRole('button', { name: 'Switch profile' }).click();
  await staff.getByRole('menuitem', { name: new RegExp(venue.name) }).click();
  await expect(staff.getByRole('button', { name: 'Switch profile' })).toContainText(venue.name);

  // The menu: greyed, inert, and the tooltip says why.
  await staff.goto('/menu');
  const addItem = staff.locator('[data-access-guard="disable"]').filter({ hasText: 'Add Item' });
  await expect(addItem).toBeVisible();
  await expect(addItem).toHaveAttribute('aria-disabled', 'true');
  await expect(addItem.locator('[inert]')).toHaveCount(1);
  await addItem.hover();
  await expect(staff.getByRole('tooltip')).toHaveText(NO_EDIT);
  await expect(staff.getByText('Paneer Tikka')).toBeVisible();
  // The greyed menu as the member sees it (the axe journey sees it as the owner).
  expect(await seriousViolationsAtBothWidths(staff)).toEqual([]);

  // Every menu write answers 403 to the member's own stored token.
  const staffHeaders = await storedHeaders(staff, venue.profileId);
  const writes = await menuWrites(request);
  expect(writes.length).toBeGreaterThanOrEqual(10);
  const ids = { _id: venue.itemId, subCategory_id: venue.subCategoryId, category_id: venue.categoryId };
  for (const write of writes) {
    const res = await request.fetch(write.path, {
      method: write.method.toUpperCase(),
      headers: staffHeaders,
      multipart: { ...ids, type: 'Item', itemName: 'Hijacked', name: 'Hijacked', publish: '0' },
    });
    expect(`${write.method.toUpperCase()} ${write.path} → ${res.status()}`).toBe(
      `${write.method.toUpperCase()} ${write.path} → 403`,
    );
    expect(((await res.json()) as Envelope<null>).responseStatus.errorMessage).toBe(NO_EDIT);
  }
  // Reading is still theirs, and the item is untouched.
  const permissions = await request.get(`/v1/user/user-permissions?profileId=${venue.profileId}`, { headers: staffHeaders });
  expect(permissions.status()).toBe(200);
  expect(((await permissions.json()) as Envelope<{ role: string }>).body.role).toBe('staff');
  const menu = await apiBody<{ menuitems: { items: Array<{ _id: string; itemName: string; publish: number }> } }>(
    request.get(`/v2/menu/${venue.userName}`, { headers: venue.ownerHeaders }),
  );
  expect(menu.menuitems.items).toEqual([expect.objectContaining({ _id: venue.itemId, itemName: 'Paneer Tikka', publish: 1 })]);

  // The owner now sees the member as logged in, and removes them after confirming.
  await owner.reload();
  await expect(staffRow).not.toContainText('Invite pending');
  await staffRow.getByRole('button', { name: /^Remove / }).click();
  const confirm = owner.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('will lose access to this profile right away');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(owner.getByText('Access removed')).toBeVisible();
  await expect(staffRow).toHaveCount(0);
  await expect(owner.getByText(/^Removed \+91 90000 00018/)).toBeVisible();

  // The member's very next request, with the same token, is refused.
  const after = await request.get(`/v1/user/user-permissions?profileId=${venue.profileId}`, { headers: staffHeaders });
  expect(after.status()).toBe(403);
  const menuRead = await request.get(`/v2/menu/${venue.userName}`, {
    headers: staffHeaders,
  });
  expect(menuRead.status()).toBe(403);

  // At phone width (spec §9: 768 px or less) the team is a list of cards that fits the screen.
  await owner.setViewportSize({ width: 390, height: 844 });
  await expect(owner.getByRole('table')).toHaveCount(0);
  await expect(owner.getByTestId('member-919000000017')).toBeVisible();
  // A string expression: the e2e project compiles without the DOM library.
  const overflow = (await owner.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  )) as number;
  expect(overflow).toBeLessThanOrEqual(0);

  await ownerContext.close();
  await staffContext.close();
});
