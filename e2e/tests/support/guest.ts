import { expect, type Page } from '@playwright/test';

/**
 * A guest's name, number and the booking code on the public pages (booking, tickets, RSVP): the
 * code is asked for, its "Code sent" line awaited, then typed.
 */
export async function fillGuestDetails(page: Page, guest: { name: string; phone: string; code: string }): Promise<void> {
  await page.getByLabel('Your name').fill(guest.name);
  await page.getByLabel('Mobile number').fill(guest.phone.slice(2));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/Code sent to/)).toBeVisible();
  await page.getByLabel('6-digit code').fill(guest.code);
}
