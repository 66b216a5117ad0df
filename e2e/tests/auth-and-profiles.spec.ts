import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 2's browser journey: a new number logs in with its test code (E2E_TEST_OTP in
 * playwright.config.ts), creates a business profile with two categories, switches to it,
 * logs out, and Back stays on /login. Then the shell at phone width.
 */

async function logIn(page: Page, digits: string, code: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(digits);
  await page.getByRole('button', { name: 'Send code' }).click();
  // Six digits submit by themselves (SMS autofill / paste friendly).
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
}

test('a new number logs in, creates a business profile with two categories, switches to it, logs out, and Back stays on /login', async ({
  page,
}) => {
  // A protected page sends a logged-out visitor to /login and remembers where they were going.
  await page.goto('/profile/user-details');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter a valid mobile number')).toBeVisible();

  await logIn(page, '9000000011', '111111');
  await expect(page).toHaveURL(/\/profile\/user-details$/);

  // Desktop shell: sidebar entries, the person's number, no Dashboard for a number not allow-listed.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Reservations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByText('+91 90000 00011')).toBeVisible();
  await expect(page.getByText('Powered by')).toBeVisible();

  // Create a business profile through the switcher.
  await page.getByRole('button', { name: 'Switch profile' }).click();
  await page.getByRole('menuitem', { name: 'Create Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Profile' });
  const userName = `spice-${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Profile Name' }).fill('Spice Route');
  await dialog.getByRole('textbox', { name: 'Username' }).fill(userName);
  await expect(dialog.getByText('Username is available')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Business' }).check();
  await expect(dialog.getByText('No categories selected. Business accounts require at least 1 category.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Select Categories' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Categories' });
  await picker.getByRole('textbox', { name: 'Search categories' }).fill('Cafe');
  await picker.getByRole('checkbox', { name: 'Cafe', exact: true }).check();
  // A category nobody has yet is created from the typed text and selected.
  const newCategory = `Rooftop ${Date.now().toString(36)}`;
  await picker.getByRole('textbox', { name: 'Search categories' }).fill(newCategory);
  await picker.getByRole('button', { name: `Create "${newCategory}"` }).click();
  await expect(picker.getByText('2/3 selected.')).toBeVisible();
  await picker.getByRole('button', { name: 'Done' }).click();

  await expect(dialog.getByText(newCategory)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Switch to it.
  await page.getByRole('button', { name: 'Switch profile' }).click();
  await page.getByRole('menuitem', { name: /Spice Route/ }).click();
  await expect(page.getByRole('button', { name: 'Switch profile' })).toContainText(`@${userName}`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('activeBusinessProfile') ?? 'null'));
  expect(stored).toMatchObject({ userName, profileType: 'business' });

  // The choice survives a reload (spec §5's rule keeps a profile the user belongs to).
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Active profile' }).or(page.getByLabel('Active profile'))).toContainText(
    'Spice Route',
  );

  // Log out: everything cleared, /login, and Back stays there.
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logged out successfully!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await page.goBack();
  // Not eventually: at once, and still a moment later (no detour through the old page).
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/login');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
});

test('a wrong code says how many tries are left', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, '9000000013', '000000');
  await expect(page.getByText(/Incorrect code\. 4 tries left\./)).toBeVisible();
  await expect(page.getByText(/Resend code in 0:\d\d/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('131313');
  await expect(page).toHaveURL(/\/profile$/);
});

test('/profile/user-details saves name and email, and refuses a bad email', async ({ page }) => {
  await page.goto('/profile/user-details');
  await logIn(page, '9000000015', '151515');
  await expect(page).toHaveURL(/\/profile\/user-details$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.in');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Asha Rao');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@example.in');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the shell is a floating tab bar with Menu, Reservations, Dashboard for allow-listed people, and Profile', async ({
    page,
  }) => {
    await page.goto('/login');
    // 919000000001 is in DASHBOARD_PHONES (playwright.config.ts).
    await logIn(page, '9000000001', '246810');
    await expect(page).toHaveURL(/\/profile$/);
    const tabs = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(tabs.getByRole('link')).toHaveText(['Menu', 'Reservations', 'Dashboard', 'Profile']);
    // No desktop sidebar: its profile switcher is not on screen.
    await expect(page.getByRole('button', { name: 'Switch profile' })).toHaveCount(0);
    const box = await tabs.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(812 - 40);
    await tabs.getByRole('link', { name: 'Reservations' }).click();
    await expect(page).toHaveURL(/\/reservations$/);
    await expect(tabs.getByRole('link', { name: 'Reservations' })).toHaveAttribute('aria-current', 'page');
  });
});
