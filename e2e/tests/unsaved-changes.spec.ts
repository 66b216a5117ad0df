import { expect, test, type Page } from '@playwright/test';
import { createVenue, signIn, type Venue } from './support/api.ts';

/**
 * Issue 35, "Manage links loses work": a link added with "Add link" lives only on the page until
 * "Save links". Leaving through the sidebar (or the phone's tab bar) with it unsaved asks first;
 * staying keeps it; once saved, nothing asks. The same guard covers every editor
 * (`hooks/use-unsaved-changes.ts`): contact details stand for the forms here.
 */
test.describe.configure({ mode: 'serial' });

let venue: Venue;

test.beforeAll(async ({ request }) => {
  venue = await createVenue(request, '919000000058', '585858', 'e2e-unsaved', 'Tamarind Court');
});

const leaveQuestion = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

async function addLink(page: Page, name: string, url: string) {
  await page.getByRole('button', { name: 'Add link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Link' }).fill(url);
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
}

test('an unsaved link: the sidebar asks before leaving, Stay keeps it, Save lets the owner go', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, venue);
  // Opened from the profile inside the app, so Back stays in the app (the router's to answer).
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Links page' }).click();
  await expect(page.getByRole('heading', { name: 'Manage links' })).toBeVisible();
  await addLink(page, 'Instagram', 'https://instagram.com/tamarindcourt');

  // "Save links" stays in view without scrolling.
  await expect(page.getByRole('button', { name: 'Save links' })).toBeInViewport();

  const sidebar = page.getByRole('navigation').first();
  await sidebar.getByRole('link', { name: 'Profile' }).first().click();
  await expect(leaveQuestion(page)).toBeVisible();
  await expect(page).toHaveURL(/\/manage-links$/);
  await leaveQuestion(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leaveQuestion(page)).toBeHidden();
  await expect(page.getByRole('listitem', { name: 'Instagram' })).toBeVisible();

  // Back asks too.
  await page.goBack();
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/manage-links$/);

  await page.getByRole('button', { name: 'Save links' }).click();
  await expect(page.getByText('Links saved')).toBeVisible();
  await sidebar.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(leaveQuestion(page)).toBeHidden();

  await page.goto('/manage-links');
  await expect(page.getByRole('listitem', { name: 'Instagram' })).toBeVisible();
});

test('on a phone: "Leave without saving" from the tab bar drops the unsaved link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, venue);
  await page.goto('/manage-links');
  await expect(page.getByRole('listitem', { name: 'Instagram' })).toBeVisible();
  await addLink(page, 'Swiggy', 'https://www.swiggy.com/restaurants/tamarind-court');
  // The save bar rides above the tab bar, in view with the list scrolled anywhere.
  await expect(page.getByRole('button', { name: 'Save links' })).toBeInViewport();

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/manage-links');
  await expect(page.getByRole('listitem', { name: 'Instagram' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Swiggy' })).toHaveCount(0);
});

test('a form editor (contact details) asks the same way, and the browser warns on closing the tab', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, venue);
  await page.goto('/profile/settings/contact-details');
  const address = page.getByRole('textbox', { name: 'Address' });
  await address.fill('7 Brigade Road, Bengaluru');

  await page.getByRole('link', { name: '← Back to profile' }).click();
  await expect(leaveQuestion(page)).toBeVisible();
  await leaveQuestion(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect(address).toHaveValue('7 Brigade Road, Bengaluru');

  await page.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Contact details saved')).toBeVisible();
  await page.getByRole('link', { name: '← Back to profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/profile/settings/contact-details');
  await expect(address).toHaveValue('7 Brigade Road, Bengaluru');
  await address.fill('8 Brigade Road, Bengaluru');
  const warning = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await warning;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});
