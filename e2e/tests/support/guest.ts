import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * The texts of one template the notifier's test adapter kept for a number (SMS_PROVIDER=outbox,
 * `GET /__outbox/sms?to=`): what a guest was sent.
 */
export async function sentTo(request: APIRequestContext, phone: string, template: string): Promise<string[]> {
  const res = await request.get(`/__outbox/sms?to=${encodeURIComponent(`+${phone}`)}`);
  expect(res.ok()).toBe(true);
  const { messages } = (await res.json()) as { messages: Array<{ template: string; text: string }> };
  return messages.filter((message) => message.template === template).map((message) => message.text);
}

/** `at` on a venue's clock as a datetime-local value (YYYY-MM-DDTHH:mm), as the dashboard's fields take it. */
export function venueLocal(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
