import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { answerWith, apiBody, createVenue, menuApi, type Venue } from './api.ts';

/**
 * Every dashboard screen and dialog, opened as its owner would with some data in it: the list
 * dashboard-screens.spec.ts walks (axe at 1366 and 375 px; no sideways scroll and no clipped label
 * at 1366, 1280, 1024, 820 and 375 px). A new screen or dialog goes here.
 */

export interface Screen {
  name: string;
  /** Opens the screen (and dialog) to check; the page is signed in unless `signedOut`. */
  open: (page: Page, isPhone: boolean) => Promise<void>;
  signedOut?: boolean;
  /**
   * What `open` shows depends on the width, not only how it is laid out (the header's actions
   * fold into "More actions" below 1,200 px): the screen is opened again at each width rather
   * than resized.
   */
  opensByWidth?: boolean;
}

export const SCREENS_ITEM_NAME = 'Paneer Tikka';

/** A venue with a menu (a hidden dish among them), a table QR code and a restaurant for reservations. */
export async function createScreensVenue(
  request: APIRequestContext,
  phone: string,
  code: string,
  label: string,
  name: string,
): Promise<Venue> {
  const venue = await createVenue(request, phone, code, label, name);
  const menu = menuApi(request, venue);
  const food = await menu.addCategory('Food');
  const starters = await menu.addSubcategory(food, 'Starters');
  await menu.addSubcategory(food, 'Main Course Specials');
  await menu.addItem(starters, SCREENS_ITEM_NAME, {
    price: '899.50',
    description: 'Charred in the tandoor.',
    chefRecommend: 'true',
  });
  const hidden = await menu.addItem(starters, 'Masala Papad');
  await menu.setPublish('Item', hidden, 0);
  const headers = { Authorization: `Bearer ${venue.accessToken}`, 'X-Profile-ID': venue.profileId };
  await apiBody(request.post('/v2/qr-codes', { headers, data: { kind: 'table', label: 'Table', tableNumber: 1 } }));
  await apiBody(
    request.post('/v1/restaurant/createRestaurant/', {
      headers,
      data: { name, city: 'Bengaluru', address: '12 Church Street' },
    }),
  );
  return venue;
}

/**
 * Carries the page's tokens over to the next test. The run outlasts an access token (15 min),
 * and each page refreshes with the stored refresh token, which rotates: a later page presenting
 * the first one again would end the session (decisions §4, reuse detection).
 */
export async function keepSession(page: Page, venue: Venue) {
  const stored = await page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
    expiresAt: localStorage.getItem('expiresAt'),
  }));
  for (const [key, value] of Object.entries(stored)) if (value) venue.stored[key] = value;
}

async function openMenuScreen(page: Page) {
  await page.goto('/menu');
  await expect(page.getByTestId('item-card').first()).toBeVisible();
}

/** "Preview" is a header button on a wide screen and an entry of "More actions" below 1,200 px (issue 35). */
async function openPreview(page: Page) {
  await openMenuScreen(page);
  const more = page.getByRole('button', { name: 'More actions' });
  if (await more.isVisible()) {
    await more.click();
    await page.getByRole('menuitem', { name: 'Preview' }).click();
  } else await page.getByRole('button', { name: 'Preview', exact: true }).click();
}

/** Opens an item card's three-dot menu and picks an entry. */
async function itemAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

const visit = (path: string, ready: (page: Page) => ReturnType<Page['getByRole']>) => async (page: Page) => {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
};
const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();

/** Two guests of the guest book and one's history, for its screens (the screens' venue has none). */
async function answerGuestBook(page: Page) {
  const guest = (id: string, name: string, phone: string, tags: string[], notes: string) => ({
    _id: id,
    name,
    mobileNumber: phone,
    visits: 4,
    noShows: 1,
    cancellations: 0,
    lastVisit: '2026-06-11T14:30:00.000Z',
    tags,
    notes,
    spendPaise: 249_900,
    erasedAt: null,
  });
  const asha = guest(
    'a'.repeat(24),
    'Asha Rao',
    '+919812345678',
    ['VIP', 'allergy'],
    'Allergic to peanuts. Prefers the window table.',
  );
  const bala = guest('b'.repeat(24), 'Balasubramaniam Venkataraman', '+919812345679', ['regular'], '');
  await answerWith(page, '**/v1/guests*', () => ({
    guests: [asha, bala],
    total: 2,
    page: 1,
    pageSize: 25,
    tags: ['VIP', 'regular', 'allergy', 'vegetarian', 'birthday', 'anniversary', 'large-party'],
  }));
  await answerWith(page, `**/v1/guests/${asha._id}`, () => ({
    guest: {
      ...asha,
      history: [
        { kind: 'booking', _id: 'c'.repeat(24), status: 'arrived', at: '2026-06-11T14:30:00.000Z', partySize: 4, spendPaise: 0 },
        { kind: 'waitlist', _id: 'd'.repeat(24), status: 'seated', at: '2026-06-02T14:00:00.000Z', partySize: 2, spendPaise: 0 },
        {
          kind: 'ticket-order',
          _id: 'e'.repeat(24),
          status: 'paid',
          at: '2026-05-20T10:00:00.000Z',
          partySize: 2,
          spendPaise: 249_900,
        },
      ],
    },
  }));
}

/** The screens of the venue `venueOf` answers once the journey's set-up made it (`createScreensVenue`). */
export const dashboardScreens = (venueOf: () => Venue): Screen[] => [
  {
    name: 'login',
    signedOut: true,
    open: visit('/login', (page) => page.getByRole('button', { name: 'Send code' })),
  },
  {
    name: 'login code step',
    signedOut: true,
    open: async (page, isPhone) => {
      await page.goto('/login');
      // Not test numbers: their codes are only written to the server log, and none is entered here.
      // One per width, since a number waits 30 s before another code (decisions §4).
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(isPhone ? '9000000048' : '9000000049');
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    },
  },
  { name: 'profile', open: visit('/profile', heading('Profile')) },
  { name: 'your details', open: visit('/profile/user-details', (page) => page.getByRole('button', { name: /save/i }).first()) },
  { name: 'business profile', open: visit('/profile/edit-business-profile', (page) => page.getByRole('textbox').first()) },
  {
    name: 'create profile dialog',
    open: async (page, isPhone) => {
      await page.goto(isPhone ? '/profile' : '/home');
      if (isPhone) await page.getByRole('button', { name: 'Create Profile' }).first().click();
      else {
        await page.getByRole('button', { name: 'Switch profile' }).click();
        await page.getByRole('menuitem', { name: 'Create Profile' }).click();
      }
      await expect(page.getByRole('dialog', { name: 'Create Profile' })).toBeVisible();
    },
  },
  { name: 'home with set-up checklist', open: visit('/home', heading('Set up your venue')) },
  {
    name: 'add category dialog',
    open: async (page) => {
      await page.goto('/home');
      await page.getByRole('button', { name: 'Add Category' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'menu', open: openMenuScreen },
  {
    name: 'menu overflow and filters (phone) / header (desktop)',
    opensByWidth: true,
    open: async (page, isPhone) => {
      await openMenuScreen(page);
      if (isPhone) await page.getByRole('button', { name: 'Filter and sort' }).click();
      // Below 1,200 px the header's actions are folded into "More actions" (issue 35).
      const more = page.getByRole('button', { name: 'More actions' });
      if (!(await more.isVisible())) return;
      await more.click();
      await expect(page.getByRole('menuitem', { name: 'Preview' })).toBeVisible();
    },
  },
  {
    name: 'add item dialog',
    open: async (page) => {
      await openMenuScreen(page);
      await page.getByRole('button', { name: 'Add Item' }).click();
      await expect(page.getByRole('dialog', { name: 'Add Item' })).toBeVisible();
    },
  },
  {
    name: 'edit item dialog',
    open: async (page) => {
      await openMenuScreen(page);
      await itemAction(page, SCREENS_ITEM_NAME, 'Edit');
      await expect(page.getByRole('dialog', { name: 'Edit Item' })).toBeVisible();
    },
  },
  {
    name: 'delete item dialog',
    open: async (page) => {
      await openMenuScreen(page);
      await itemAction(page, SCREENS_ITEM_NAME, 'Delete');
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'manage subcategories dialog',
    open: async (page) => {
      await openMenuScreen(page);
      await page.getByRole('button', { name: 'Add/Edit SubCategory' }).click();
      await expect(page.getByRole('dialog', { name: 'Manage Subcategories' })).toBeVisible();
    },
  },
  {
    name: 'add subcategory dialog',
    open: async (page) => {
      await openMenuScreen(page);
      await page.getByRole('button', { name: 'Add/Edit SubCategory' }).click();
      await page.getByRole('dialog', { name: 'Manage Subcategories' }).getByRole('button', { name: 'Add New' }).click();
      await expect(page.getByRole('dialog', { name: /Add Subcategory/i })).toBeVisible();
    },
  },
  {
    name: 'edit subcategory dialog',
    open: async (page) => {
      await openMenuScreen(page);
      await page.getByRole('button', { name: 'Add/Edit SubCategory' }).click();
      await page.getByRole('dialog', { name: 'Manage Subcategories' }).getByRole('button', { name: 'Starters' }).click();
      await expect(page.getByRole('dialog', { name: /Edit Subcategory/i })).toBeVisible();
    },
  },
  {
    name: 'preview mode',
    open: async (page) => {
      await openPreview(page);
      await expect(page.getByTestId('preview-frame')).toBeVisible();
    },
  },
  {
    // Issue 35: the 1,280 px desktop frame is scaled to the room there is, never wider than the page.
    name: 'preview mode, desktop device',
    opensByWidth: true,
    open: async (page) => {
      await openPreview(page);
      await page.getByRole('radiogroup', { name: 'Device width' }).getByText('Desktop').click();
      const frame = page.getByTestId('preview-frame');
      await expect(frame).toHaveAttribute('data-device', 'desktop');
      // Scaled to fit, not cut off: the frame's drawn box ends inside the window.
      const right = async () => {
        const box = await frame.boundingBox();
        return box ? box.x + box.width : Infinity;
      };
      await expect.poll(right).toBeLessThanOrEqual(page.viewportSize()!.width);
    },
  },
  { name: 'menu settings', open: visit('/digital-menu-settings', heading('Digital menu settings')) },
  { name: 'menu languages', open: visit('/menu/languages', heading('Menu languages')) },
  { name: 'team', open: visit('/roles-and-authorities', heading('Roles and authorities')) },
  {
    name: 'add member dialog',
    open: async (page) => {
      await page.goto('/roles-and-authorities');
      await page.getByRole('button', { name: 'Add member' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'QR codes', open: visit('/qr-manager', (page) => page.getByRole('link', { name: 'Scan details' })) },
  { name: 'new QR code', open: visit('/qr-manager/add', (page) => page.getByRole('button', { name: 'Create QR code' })) },
  {
    name: 'edit QR code dialog',
    open: async (page) => {
      await page.goto('/qr-manager');
      await page.getByRole('button', { name: 'Edit Table 1' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit QR code' })).toBeVisible();
    },
  },
  { name: 'QR scan details', open: async (page) => visit(`/qr-manager/details/${venueOf().userName}`, heading(/scan/i))(page) },
  {
    name: 'contact details',
    open: visit('/profile/settings/contact-details', (page) => page.getByRole('button', { name: /save/i }).first()),
  },
  {
    name: 'opening hours',
    open: visit('/profile/settings/opening-hours', (page) => page.getByRole('button', { name: /save/i }).first()),
  },
  { name: 'link page settings', open: visit('/profile/settings/fast-social', (page) => page.getByRole('textbox').first()) },
  { name: 'link page links', open: visit('/manage-links', heading('Manage links')) },
  { name: 'reservations', open: visit('/reservations', heading('Bookings')) },
  {
    // The venue has no guest: the desk is shown one pending booking to decline (issue 36).
    name: 'decline booking dialog',
    open: async (page) => {
      await answerWith(page, '**/v2/bookings/getAllBookings/**', () => ({
        bookings: [
          {
            _id: 'b'.repeat(24),
            reference: 'AXE12345',
            restaurantId: 'r'.repeat(24),
            mealTimeId: null,
            date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()),
            time: '19:30',
            startsAt: new Date(Date.now() + 3_600_000).toISOString(),
            partySize: 4,
            name: 'Meera Rao',
            mobileNumber: '+919812345678',
            note: '',
            status: 'pending',
            createdAt: new Date().toISOString(),
            answerBy: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }));
      await page.goto('/reservations');
      await page.getByRole('button', { name: 'Decline' }).click();
      await expect(page.getByRole('dialog', { name: /Decline Meera Rao/ })).toBeVisible();
    },
  },
  { name: 'waitlist', open: visit('/reservations/waitlist', (page) => page.getByRole('form', { name: 'Add a party' })) },
  {
    // The venue has no guest yet: the guest book is shown two (issue 38), as the server answers them.
    name: 'guest book',
    open: async (page) => {
      await answerGuestBook(page);
      await page.goto('/reservations/guests');
      await expect(page.getByRole('article', { name: 'Asha Rao' })).toBeVisible();
    },
  },
  {
    name: 'guest sheet',
    open: async (page) => {
      await answerGuestBook(page);
      await page.goto('/reservations/guests');
      await page.getByRole('button', { name: 'Open Asha Rao' }).click();
      await expect(page.getByRole('list', { name: 'History' })).toBeVisible();
    },
  },
  { name: 'reservation figures', open: visit('/reservations/dashboard', (page) => page.getByRole('main')) },
  {
    name: 'meal times',
    open: visit('/reservations/manage-slots', (page) => page.getByRole('button', { name: 'Add meal time' })),
  },
  { name: 'restaurant settings', open: visit('/profile/settings/table-reservation', (page) => page.getByRole('main')) },
  { name: 'terms', open: visit('/reservations/terms-conditions', (page) => page.getByRole('main')) },
  { name: 'live activity', open: visit('/live-activity', heading('Live activity')) },
  { name: 'events', open: visit('/add-event', heading('Events')) },
  { name: 'ticket selling', open: visit('/event-ticket-selling', heading('Ticket selling')) },
  {
    name: 'new ticketed event dialog',
    open: async (page) => {
      await page.goto('/event-ticket-selling');
      await page.getByRole('button', { name: 'Create ticketed event' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    // A draft ticketed event (the venue has none: answered as the server would) and the real
    // selling terms: the venue has no bank details, so the dialog asks for them (issue 36).
    name: 'publish and sell dialog',
    open: async (page) => {
      await answerWith(page, '**/v2/ticketed-events/restaurant/*', () => ({ results: [draftTicketedEvent(venueOf())] }));
      await page.goto('/event-ticket-selling');
      await page.getByRole('button', { name: `Publish and sell ${DRAFT_EVENT_NAME}` }).click();
      await expect(
        page.getByRole('dialog', { name: 'Publish and sell' }).getByText('Add your bank details before your first payout'),
      ).toBeVisible();
    },
  },
  {
    // A weekly series (issue 39), answered as the server would: grouped, its dates shown.
    name: 'ticket selling with a weekly series',
    open: async (page) => {
      await answerWith(page, '**/v2/ticketed-events/restaurant/*', () => ({ results: seriesOfDrafts(venueOf()) }));
      await page.goto('/event-ticket-selling');
      await page.getByRole('button', { name: 'Show dates' }).click();
      await expect(page.getByRole('article', { name: SERIES_NAME })).toHaveCount(3);
    },
  },
  {
    name: 'new weekly series dialog',
    open: async (page) => {
      await page.goto('/event-ticket-selling');
      await page.getByRole('button', { name: 'Create ticketed event' }).click();
      await page.getByRole('dialog').getByRole('switch', { name: 'Repeat weekly' }).click();
      await expect(page.getByRole('dialog').getByRole('group', { name: 'Repeat on' })).toBeVisible();
    },
  },
  {
    // Saving a date of a series asks which dates the change is for.
    name: 'series scope dialog',
    open: async (page) => {
      const [first] = seriesOfDrafts(venueOf());
      await answerWith(page, `**/v2/eventsDetails/${first!._id}`, () => ({ event: first }));
      await page.goto(`/event-ticket-selling/${first!._id}/edit?step=tickets`);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('dialog', { name: 'Save changes to' })).toBeVisible();
    },
  },
  {
    // The draft's ticket step with an attendee question, and its promo codes below (issue 39).
    name: 'ticketed event editor with promo codes',
    open: async (page) => {
      const event = draftTicketedEvent(venueOf());
      await answerWith(page, '**/v2/eventsDetails/*', () => ({ event }));
      await answerWith(page, '**/v2/ticketed-events/*/promo-codes', () => ({ promoCodes: [draftPromoCode(event._id)] }));
      await page.goto(`/event-ticket-selling/${event._id}/edit?step=tickets`);
      await expect(page.getByRole('heading', { name: 'Promo codes' })).toBeVisible();
      await expect(page.getByText('FRIENDS20').first()).toBeVisible();
      // The screenshot shows the codes; the ticket step above them is under the series scope dialog's.
      await page.getByRole('heading', { name: 'Promo codes' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    },
  },
  { name: 'wallet', open: visit('/wallet', (page) => page.getByRole('main')) },
  { name: 'subscription plans', open: visit('/subscription-plans', (page) => page.getByRole('main')) },
  { name: 'digital menu plans', open: visit('/digital-menu-plans', (page) => page.getByRole('main')) },
  {
    // The venue has no billing details: checkout asks for them first (decisions §7).
    name: 'billing details before payment dialog',
    open: async (page) => {
      await page.goto('/digital-menu-plans');
      await page.getByRole('button', { name: 'Subscribe' }).first().click();
      await expect(page.getByRole('form', { name: 'Billing details before payment' })).toBeVisible();
    },
  },
  // The venue's owner is on DASHBOARD_PHONES (playwright.config.ts).
  { name: 'platform dashboard', open: visit('/dashboard', (page) => page.getByText('Active subscriptions')) },
];

const DRAFT_EVENT_NAME = 'Monsoon Ghazal Night';
const SERIES_NAME = 'Friday Sufi Evenings';

/** Three weekly dates of one series, as the server answers them. */
function seriesOfDrafts(venue: Venue) {
  const seriesId = 'd'.repeat(23);
  return [7, 14, 21].map((days, index) => {
    const draft = draftTicketedEvent(venue, days);
    return {
      ...draft,
      _id: `${seriesId}${index}`,
      name: SERIES_NAME,
      seriesId: `${seriesId}0`,
      recurrence: { frequency: 'weekly', byDay: [5], until: draft.startsAt.slice(0, 10) },
      refundPolicy: { allowed: true, untilHoursBefore: 24 },
      ticketTypes: draft.ticketTypes.map((type) => ({ ...type, _id: `${'c'.repeat(23)}${index}` })),
    };
  });
}

/** A promo code with some uses, as GET .../promo-codes answers it. */
function draftPromoCode(eventId: string) {
  return {
    _id: 'c'.repeat(24),
    eventId,
    code: 'FRIENDS20',
    percentOff: 20,
    amountOffPaise: null,
    maxUses: 50,
    validFrom: null,
    validTo: null,
    ticketTypeIds: [],
    used: 12,
    held: 2,
    revenuePaise: 479_040,
    discountPaise: 119_760,
    createdAt: new Date().toISOString(),
  };
}

/** A ticketed event as the server answers a new draft, a week ahead. */
function draftTicketedEvent(venue: Venue, inDays = 7) {
  const at = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();
  return {
    _id: 'e'.repeat(24),
    profileId: venue.profileId,
    name: DRAFT_EVENT_NAME,
    description: 'Ghazals under the neem tree',
    startsAt: at(inDays),
    endsAt: at(inDays, 3),
    timeZone: 'Asia/Kolkata',
    venueName: 'Courtyard House',
    address: '4 Lavelle Road, Bengaluru',
    banner: null,
    capacity: null,
    rsvp: false,
    publish: 0,
    isTicketed: true,
    status: 'draft',
    ticketTypes: [
      {
        _id: 'f'.repeat(24),
        name: 'General',
        price: '499',
        pricePaise: 49_900,
        quantity: 40,
        sold: 0,
        held: 0,
        available: 40,
        salesStart: at(0),
        salesEnd: at(inDays),
        maxPerOrder: 4,
        attendeeQuestions: [{ _id: 'd'.repeat(24), label: 'Dietary needs', required: true }],
      },
    ],
    seriesId: null as string | null,
    recurrence: null as { frequency: string; byDay: number[]; until: string } | null,
    refundPolicy: { allowed: false, untilHoursBefore: 0 },
    gstRatePercent: 0,
    createdAt: at(0),
    updatedAt: at(0),
  };
}
