import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import {
  MENU_COLUMNS,
  MENU_SHEET_NAME,
  PERMISSION_FLAGS,
  ROUTE_ACCESS,
  type PermissionFlag,
  type PermissionFlags,
  type Role,
  type RouteAccess,
} from '@venue/shared';
import {
  menuCategories,
  menuHomeImages,
  menuItems,
  menuSubcategories,
  payouts,
  profileMembers,
  promoCodes,
  qrCodes,
  restaurants,
  ticketOrderItems,
  ticketOrders,
  tickets,
  ticketTypes,
  vendorAccounts,
  waitlistEntries,
  guests,
  walletEntries,
} from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { invoiceIssuerOf, issueInvoice } from '../src/modules/invoices/invoices.service.ts';
import { bookAsGuest } from '../src/modules/reservations/bookings-test-kit.ts';
import { MEDIA_URL_MESSAGES } from '../src/modules/media/media.service.ts';
import { LUNCH } from '../src/modules/reservations/restaurant-test-kit.ts';
import { EVENT_FIELDS, ticketType } from './events-kit.ts';
import type { ApiRoute } from '../src/plugins/access.ts';
import {
  addMember,
  call,
  createBusinessProfile,
  createUser,
  headersFor,
  multipart,
  nextPhone,
  type TestUser,
} from './fixtures.ts';
import { createTestApp } from './test-app.ts';
import sharp from 'sharp';

/*
 * The permission matrix of issue #3, generated from the server's own route table
 * (`app.apiRoutes`, filled by plugins/access.ts as routes register): every API route, every
 * kind of caller, and every call that takes an id aimed at another business. A new route is
 * covered the moment it is registered; a new route that takes an id fails this file until it
 * is added to CROSS_TENANT below. Every answer a caller of A gets, lists included, must hold
 * none of business B's markers (issue #9).
 */

// ---------------------------------------------------------------------------------------------
// The app and two businesses
// ---------------------------------------------------------------------------------------------

const superAdminPhone = nextPhone();
const dashboardPhone = nextPhone();
const t = await createTestApp({ SUPER_ADMIN_PHONES: superAdminPhone, DASHBOARD_PHONES: dashboardPhone });
const app = t.app;
const routes: ApiRoute[] = [...app.apiRoutes].sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));

interface Actor {
  name: string;
  /** Role in business A; null for callers who are not members of A. */
  role: Role | null;
  flags: PermissionFlags;
  isSuperAdmin: boolean;
  /** On the platform dashboard's allow-list (DASHBOARD_PHONES). */
  seesDashboard?: boolean;
  headers: Record<string, string>;
}

/** What business B holds, for aiming A's calls at it. */
interface TenantB {
  profileId: string;
  userName: string;
  ownerUserId: string;
  ownerPhone: string;
  staffUserId: string;
  staffPhone: string;
  inviteMemberId: string;
  invitePhone: string;
  categoryId: string;
  subCategoryId: string;
  itemIds: [string, string];
  homeImageId: string;
  qrCodeId: string;
  /** A pending subscription term of B's. */
  termId: string;
  /** B's GST invoice (issued as a paid term's would be). */
  invoiceId: string;
  feeInvoiceId: string;
  /** B's link page account and one of its links (issue 13). */
  socialAccountId: string;
  socialLinkId: string;
  /** B's restaurant, its meal time and its terms clause (issue 11). */
  restaurantId: string;
  mealTimeId: string;
  clauseId: string;
  /** URLs of B's stored files: its category picture, first item's photo and home image. */
  mediaUrls: string[];
  /** B's markers (see below): no answer to a caller of A may contain any of them. */
  markers: string[];
}

interface TenantA {
  profileId: string;
  userName: string;
  ownerHeaders: Record<string, string>;
}

const NONE: PermissionFlags = { digitalMenuAccess: false, tableReserveAccess: false, socialProfileAccess: false };
const ALL: PermissionFlags = { digitalMenuAccess: true, tableReserveAccess: true, socialProfileAccess: true };

const actors: Actor[] = [];
let tenantA: TenantA;
let tenantB: TenantB;

async function memberActor(profileId: string, name: string, role: Role, flags: PermissionFlags): Promise<Actor> {
  const user = await createUser(app);
  await addMember(app, profileId, user, role, flags);
  return { name, role, flags, isSuperAdmin: false, headers: await headersFor(app, user, profileId) };
}

// ---------------------------------------------------------------------------------------------
// B's markers: text in every kind of B's content that no answer to a caller of A may contain
// ---------------------------------------------------------------------------------------------

/**
 * Written into B's content as it is seeded. The seeding adds what B's content gets by itself
 * (media file names, QR codes, phones). A list read that forgets its profile filter answers
 * these to A, and the matrix fails for that route.
 */
const MARKERS_OF_B = {
  category: 'Secret Biryani Corner',
  subCategory: 'Secret Dum Pukht',
  item1: 'Secret Kheer Royale',
  item2: 'Secret Nalli Nihari',
  itemDescription: 'Secret saffron pudding of B',
  variety: 'Secret Handi of B',
  tag: 'secret-tag-of-b',
  homeImage: 'Secret Festive Banner',
  homeImageDescription: 'Secret Diwali offer of B',
  homeImageLink: 'https://b-secret-offers.example/diwali',
  qrCode: 'Secret Terrace Table',
  owner: 'Secret Owner Bhavna',
  staff: 'Secret Staff Bilal',
  billingName: 'Secret Billing Name of B',
  invoiceBuyer: 'Secret Invoice Buyer of B',
  socialLink: 'Secret Link of B',
  socialLinkUrl: 'https://b-secret-link.example/offers',
  socialAddress: 'Secret Address of B',
  translation: 'गुप्त खीर B',
};

/** The last segment of a media URL: the stored file's random name. */
const mediaFileName = (url: string) => {
  const name = new URL(url, 'http://x').pathname.split('/').pop() ?? '';
  expect(name.length, `a media file name in ${url}`).toBeGreaterThan(8);
  return name;
};

/** The text of an answer as a person would read it: a spreadsheet's cells, else the body. */
async function readableText(res: LightMyRequestResponse): Promise<string> {
  if (!String(res.headers['content-type']).includes('spreadsheetml')) return res.body;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
  return cells.join('\n');
}

/** Fails, naming them, when an answer to a caller of A holds any of B's markers. */
async function expectNoMarkersOfB(res: LightMyRequestResponse, what: string) {
  const text = await readableText(res);
  expect(
    tenantB.markers.filter((marker) => text.includes(marker)),
    `${what}: B's content leaked`,
  ).toEqual([]);
}

async function pngUpload() {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  return { filename: 'photo.png', contentType: 'image/png', data };
}

/** B's menu, home image and QR code, made through the real calls as B's owner. */
async function seedContent(headers: Record<string, string>, userNameOfB: string) {
  const send = async (url: string, options: { json?: object; form?: Record<string, string>; file?: boolean }) => {
    const body = options.form ? multipart(options.form, options.file ? await pngUpload() : undefined) : null;
    const res = await call(app, {
      method: 'POST',
      url,
      headers: body ? { ...headers, ...body.headers } : headers,
      payload: body ? body.payload : options.json,
    });
    if (res.status !== 200) throw new Error(`seeding B: ${url} answered ${res.status} ${res.raw.body}`);
    return res.json.body;
  };
  const category = await send('/v2/add-category-or-subcategory', {
    form: { name: MARKERS_OF_B.category, type: 'category' },
    file: true,
  });
  const categoryId: string = category.category._id;
  const sub = await send('/v2/add-category-or-subcategory', {
    form: { name: MARKERS_OF_B.subCategory, type: 'subCategory', category_id: categoryId },
  });
  const subCategoryId: string = sub.subCategory._id;
  const item1 = await send('/v2/addItems', {
    form: {
      itemName: MARKERS_OF_B.item1,
      subCategory_id: subCategoryId,
      price: '150',
      description: MARKERS_OF_B.itemDescription,
      varietyArr: JSON.stringify([{ name: MARKERS_OF_B.variety, price: 90 }]),
      tags: JSON.stringify([MARKERS_OF_B.tag]),
    },
  });
  const item2 = await send('/v2/addItems', {
    form: { itemName: MARKERS_OF_B.item2, subCategory_id: subCategoryId, price: '450' },
  });
  // B's menu in Hindi (decisions §7): A's translations list must not carry it.
  for (const [url, payload] of [
    ['/v2/menu-languages', { languages: ['hi'] }],
    ['/v2/translations', { entityType: 'item', _id: item1.data._id, lang: 'hi', name: MARKERS_OF_B.translation }],
  ] as const) {
    const res = await call(app, { method: 'PUT', url, headers, payload });
    if (res.status !== 200) throw new Error(`seeding B: ${url} answered ${res.status} ${res.raw.body}`);
  }
  const itemMedia = await send('/v2/updateMedia', {
    form: { type: 'item', _id: item1.data._id, folderName: 'food' },
    file: true,
  });
  const image = await send('/v2/addHomePageImages', {
    form: {
      title: MARKERS_OF_B.homeImage,
      description: MARKERS_OF_B.homeImageDescription,
      linkUrl: MARKERS_OF_B.homeImageLink,
    },
    file: true,
  });
  const qr = await send('/v2/qr-codes', { json: { kind: 'table', label: MARKERS_OF_B.qrCode, tableNumber: 7 } });
  const billing = await app.inject({
    method: 'PUT',
    url: '/v1/subscription/billing-details',
    headers,
    payload: { legalName: MARKERS_OF_B.billingName, address: 'B Street', stateCode: '29' },
  });
  if (billing.statusCode !== 200) throw new Error(`seeding B's billing details answered ${billing.statusCode}`);
  const term = await send('/v1/subscription/digital-menu-subscription', { json: { planId: '5e1ec7000000000000000001' } });
  // No call issues an invoice by itself: the payment's transaction does, as here.
  const invoice = await app.deps.db.transaction((tx) =>
    issueInvoice(tx, invoiceIssuerOf(app.deps.config), {
      profileId: headers['x-profile-id']!,
      sourceId: newId(),
      service: 'digital-menu',
      planName: 'Digital Menu Starter',
      lines: [
        { description: 'Digital Menu Starter (monthly)', taxablePaise: 49_900, periodStart: new Date(), periodEnd: new Date() },
      ],
      paidAt: new Date(),
      buyer: { name: MARKERS_OF_B.invoiceBuyer, address: '', stateCode: '29', gstin: null },
      providerPaymentId: null,
    }),
  );
  const feeInvoice = await app.deps.db.transaction((tx) =>
    issueInvoice(tx, invoiceIssuerOf(app.deps.config), {
      profileId: headers['x-profile-id']!,
      sourceId: newId(),
      service: 'platform-fee',
      planName: 'Platform fee',
      lines: [
        { description: 'Platform fee on ticket sales', taxablePaise: 4_995, periodStart: new Date(), periodEnd: new Date() },
      ],
      paidAt: new Date(),
      buyer: { name: MARKERS_OF_B.invoiceBuyer, address: '', stateCode: '29', gstin: null },
      providerPaymentId: null,
      series: 'PF',
      month: '2026-06',
    }),
  );
  const social = await call(app, {
    method: 'GET',
    url: `/fast-social/all?userName=${encodeURIComponent(userNameOfB)}`,
    headers,
  });
  if (social.status !== 200) throw new Error(`seeding B's link page answered ${social.status}`);
  const socialAccountId: string = social.json.body.accountId;
  const links = await send('/fast-social/links', {
    json: {
      accountId: socialAccountId,
      links: { link: [{ name: MARKERS_OF_B.socialLink, url: MARKERS_OF_B.socialLinkUrl, icon: 'website' }] },
    },
  });
  await send('/fast-social/contact-details', {
    json: {
      accountId: socialAccountId,
      address: MARKERS_OF_B.socialAddress,
      contactNumbers: [{ id: 'main', number: '9876512345', isPrimary: true }],
    },
  });
  const markers = [
    ...Object.values(MARKERS_OF_B),
    mediaFileName(image.image.imageUrl),
    mediaFileName(JSON.stringify(itemMedia).match(/https?:[^"]+\/media\/[^"]+/)![0]!),
    qr.qrCode.code as string,
  ];
  const content = {
    categoryId,
    subCategoryId,
    itemIds: [item1.data._id, item2.data._id] as [string, string],
    homeImageId: image.image._id as string,
    qrCodeId: qr.qrCode._id as string,
    termId: term.termId as string,
    invoiceId: invoice.invoiceId,
    feeInvoiceId: feeInvoice.invoiceId,
    socialAccountId,
    socialLinkId: links.sections.Links[0]._id as string,
  };
  // A missing id would aim the cross-tenant calls at nothing and prove nothing.
  for (const id of Object.values(content).flat()) expect(id).toMatch(/^[0-9a-f]{24}$/);
  const itemPhotoUrl = JSON.stringify(itemMedia).match(/https?:[^"]+\/media\/[^"]+/)![0];
  const mediaUrls: string[] = [category.category.image, itemPhotoUrl, image.image.imageUrl];
  for (const url of mediaUrls) expect(url.startsWith(`${t.config.mediaBaseUrl}/`), url).toBe(true);
  return { ...content, mediaUrls, markers };
}

/** B's own people, who may read their own names and profiles on the routes any user may call. */
const actorsOfB = new Set<Actor>();
const speaksForB = (actor: Actor) => (actorsOfB.add(actor), actor);

/** Whose answers must hold none of B's markers: everyone but B's own people, on every route scoped to a venue. */
const mustNotSeeB = (route: ApiRoute, actor: Actor) => !actorsOfB.has(actor) && route.access !== 'superAdmin';

async function outsideActor(name: string, user: TestUser, profileIdOfA: string, isSuperAdmin = false): Promise<Actor> {
  return { name, role: null, flags: NONE, isSuperAdmin, headers: await headersFor(app, user, profileIdOfA) };
}

beforeAll(async () => {
  const ownerA = await createUser(app, nextPhone(), 'Owner A');
  const profileA = await createBusinessProfile(app, ownerA);
  tenantA = { profileId: profileA.id, userName: profileA.userName, ownerHeaders: await headersFor(app, ownerA, profileA.id) };

  const ownerB = await createUser(app, nextPhone(), MARKERS_OF_B.owner);
  const profileB = await createBusinessProfile(app, ownerB);
  const staffB = await createUser(app, nextPhone(), MARKERS_OF_B.staff);
  await addMember(app, profileB.id, staffB, 'staff', { digitalMenuAccess: true });
  const invitePhone = nextPhone();
  const inviteMemberId = newId();
  await app.deps.db
    .insert(profileMembers)
    .values({ id: inviteMemberId, profileId: profileB.id, userId: null, phone: invitePhone, role: 'staff' });
  const headersB = await headersFor(app, ownerB, profileB.id);
  const content = await seedContent(headersB, profileB.userName);
  // A change through the real call, so B's team audit trail holds an entry too.
  const audited = await call(app, {
    method: 'POST',
    url: '/v1/user/editUserRoleAndPermissions',
    headers: headersB,
    payload: { userId: staffB.id, role: 'staff', permissions: { ...NONE, digitalMenuAccess: true, tableReserveAccess: true } },
  });
  if (audited.status !== 200) throw new Error(`seeding B's audit trail answered ${audited.status}`);
  tenantB = {
    ...content,
    // Set up with the restaurants below.
    restaurantId: '',
    mealTimeId: '',
    clauseId: '',
    profileId: profileB.id,
    userName: profileB.userName,
    ownerUserId: ownerB.id,
    ownerPhone: ownerB.phone,
    staffUserId: staffB.id,
    staffPhone: staffB.phone,
    inviteMemberId,
    invitePhone,
    // The caller may send B's username and ids, so only what it never sends counts as a leak.
    markers: [...content.markers, staffB.phone, invitePhone],
  };

  actors.push({ name: 'owner', role: 'owner', flags: ALL, isSuperAdmin: false, headers: tenantA.ownerHeaders });
  actors.push(await memberActor(profileA.id, 'manager with every flag', 'manager', ALL));
  actors.push(await memberActor(profileA.id, 'manager with no flag', 'manager', NONE));
  for (const flag of PERMISSION_FLAGS) {
    actors.push(await memberActor(profileA.id, `staff with only ${flag}`, 'staff', { ...NONE, [flag]: true }));
    actors.push(await memberActor(profileA.id, `staff with all but ${flag}`, 'staff', { ...ALL, [flag]: false }));
  }
  actors.push(await memberActor(profileA.id, 'staff with no flag', 'staff', NONE));
  actors.push(await outsideActor('outsider (in no profile)', await createUser(app), profileA.id));
  actors.push(speaksForB(await outsideActor("B's owner using A's X-Profile-ID", ownerB, profileA.id)));
  actors.push(speaksForB(await outsideActor("B's staff using A's X-Profile-ID", staffB, profileA.id)));
  actors.push(await outsideActor('super-admin (in no profile)', await createUser(app, superAdminPhone), profileA.id, true));
  actors.push({
    ...(await outsideActor('dashboard person (in no profile)', await createUser(app, dashboardPhone), profileA.id)),
    seesDashboard: true,
  });
  actors.push({ name: 'no token', role: null, flags: NONE, isSuperAdmin: false, headers: { 'x-profile-id': profileA.id } });
});

afterAll(() => t.close());

/**
 * Restaurants for A and B (issue 11), set up through the real calls. B's meal time and clause
 * carry markers; its name, city and address do not: any signed-in user finds restaurants by
 * them (searchRestaurants), and guests read them on its booking page.
 */
const RESERVATION_MARKERS_OF_B = { mealTime: 'Secret Chef Table of B', clause: 'Secret house rule of B' };
beforeAll(async () => {
  const setUp = async (headers: Record<string, string>, mealName: string, clause: string) => {
    const send = async (url: string, payload: object) => {
      const res = await call(app, { method: 'POST', url, headers, payload });
      if (res.status !== 200) throw new Error(`seeding a restaurant: ${url} answered ${res.status} ${res.raw.body}`);
      return res.json.body;
    };
    const { restaurant } = await send('/v1/restaurant/createRestaurant/', { name: 'Table House', city: 'Pune' });
    const { mealTime } = await send('/v1/restaurant/createMealTime', { restaurantId: restaurant._id, ...LUNCH, name: mealName });
    const { clauses } = await send('/v1/restaurant/updateTnCClause', { clause });
    return { restaurantId: restaurant._id as string, mealTimeId: mealTime._id as string, clauseId: clauses[0]._id as string };
  };
  await setUp(tenantA.ownerHeaders, 'Lunch of A', 'House rule of A');
  const ownerOfB = await headersFor(app, { id: tenantB.ownerUserId, phone: tenantB.ownerPhone }, tenantB.profileId);
  Object.assign(tenantB, await setUp(ownerOfB, RESERVATION_MARKERS_OF_B.mealTime, RESERVATION_MARKERS_OF_B.clause));
  for (const id of [tenantB.restaurantId, tenantB.mealTimeId, tenantB.clauseId]) expect(id).toMatch(/^[0-9a-f]{24}$/);
  tenantB.markers.push(...Object.values(RESERVATION_MARKERS_OF_B));
});

/** A's own link page account: B's link ids sent with it must still be refused. */
let socialAccountOfA = '';
beforeAll(async () => {
  const res = await call(app, {
    method: 'GET',
    url: `/fast-social/all?userName=${encodeURIComponent(tenantA.userName)}`,
    headers: tenantA.ownerHeaders,
  });
  socialAccountOfA = res.json.body.accountId;
});

/** A QR code of business B, for aiming the QR calls at it (issue #5). */
const qrCodeOfB = newId();
beforeAll(async () => {
  await app.deps.db
    .insert(qrCodes)
    .values({ id: qrCodeOfB, profileId: tenantB.profileId, code: 'bQrCdB22', kind: 'table', label: 'Table', tableNumber: 1 });
  tenantB.markers.push('bQrCdB22');
});

/** A booking of B's restaurant (issue 11), made as createBooking makes them. */
const reservationsOfB = { restaurantId: '', bookingId: '', reference: '', token: '' };
beforeAll(async () => {
  // B's restaurant from the set-up above; its name and city are public (search, booking page).
  const [restaurant] = await app.deps.db.select().from(restaurants).where(eq(restaurants.id, tenantB.restaurantId));
  if (!restaurant) throw new Error("B's restaurant was not set up");
  const { booking, token } = await bookAsGuest(app, restaurant, {
    date: '2030-01-15',
    time: '20:00',
    name: 'Secret Guest of B',
    note: 'Secret note of B',
    mobileNumber: '919877712345',
  });
  Object.assign(reservationsOfB, { restaurantId: restaurant.id, bookingId: booking.id, reference: booking.reference, token });
  tenantB.markers.push('Secret Guest of B', 'Secret note of B', '9877712345');
});

/** A party on B's waitlist (issue 38). */
const waitlistOfB = { entryId: newId(), reference: 'WBQUEUE2' };
beforeAll(async () => {
  await app.deps.db.insert(waitlistEntries).values({
    id: waitlistOfB.entryId,
    profileId: tenantB.profileId,
    reference: waitlistOfB.reference,
    name: 'Secret Waiter of B',
    mobileNumber: '919877754321',
    partySize: 2,
    quotedMinutes: 15,
    source: 'desk',
    status: 'waiting',
    position: 1,
    joinedAt: new Date(),
  });
  tenantB.markers.push('Secret Waiter of B', '9877754321');
});

/** A guest in B's guest book (issue 38), with the venue's tags and notes. */
const guestOfB = { guestId: newId() };
beforeAll(async () => {
  await app.deps.db.insert(guests).values({
    id: guestOfB.guestId,
    profileId: tenantB.profileId,
    phone: '919877798765',
    name: 'Secret Regular of B',
    tags: ['Secret tag of B'],
    notes: 'Secret guest note of B',
    lastSeenAt: new Date(),
  });
  tenantB.markers.push('Secret Regular of B', 'Secret tag of B', 'Secret guest note of B', '9877798765');
});

/**
 * A ticketed event of A and one of B with a paid order and its ticket (issue 12), made through
 * the real calls; B's order and ticket are written as a paid order's would be.
 */
const EVENT_MARKERS_OF_B = {
  event: 'Secret Gala of B',
  ticketType: 'Secret Pass of B',
  attendee: 'Secret Attendee of B',
  series: 'Secret Weekly Jam of B',
  promoCode: 'SECRETPROMOB',
  answer: 'Secret answer of B',
};
const eventsOf = {
  eventOfA: '',
  eventOfB: '',
  ticketTypeOfB: '',
  orderOfB: '',
  ticketCodeOfB: 'QWERTY7KMN34',
  promoCodeOfB: '',
};
beforeAll(async () => {
  const ticketedEvent = async (headers: Record<string, string>, name: string, typeName: string) => {
    const res = await call(app, {
      method: 'POST',
      url: '/v2/ticketed-events',
      headers,
      payload: { ...EVENT_FIELDS, name, ticketTypes: [ticketType({ name: typeName })] },
    });
    if (res.status !== 200) throw new Error(`seeding an event: ${res.status} ${res.raw.body}`);
    return res.json.body.event as { _id: string; ticketTypes: Array<{ _id: string }> };
  };
  eventsOf.eventOfA = (await ticketedEvent(tenantA.ownerHeaders, 'Gala of A', 'Pass of A'))._id;
  // A weekly series of B (issue 39): A's lists must show none of its dates.
  const seriesOfB = await call(app, {
    method: 'POST',
    url: '/v2/ticketed-events',
    headers: await headersFor(app, { id: tenantB.ownerUserId, phone: tenantB.ownerPhone }, tenantB.profileId),
    payload: {
      ...EVENT_FIELDS,
      name: EVENT_MARKERS_OF_B.series,
      ticketTypes: [ticketType()],
      recurrence: { frequency: 'weekly', byDay: [3], until: '2026-07-22' },
    },
  });
  if (seriesOfB.status !== 200) throw new Error(`seeding a series: ${seriesOfB.status} ${seriesOfB.raw.body}`);
  const ownerOfB = await headersFor(app, { id: tenantB.ownerUserId, phone: tenantB.ownerPhone }, tenantB.profileId);
  const eventOfB = await ticketedEvent(ownerOfB, EVENT_MARKERS_OF_B.event, EVENT_MARKERS_OF_B.ticketType);
  Object.assign(eventsOf, { eventOfB: eventOfB._id, ticketTypeOfB: eventOfB.ticketTypes[0]!._id, orderOfB: newId() });
  const profileId = tenantB.profileId;
  await app.deps.db.insert(ticketOrders).values({
    id: eventsOf.orderOfB,
    profileId,
    eventId: eventsOf.eventOfB,
    name: EVENT_MARKERS_OF_B.attendee,
    mobileNumber: '919877754321',
    status: 'paid',
    totalPaise: 49950,
    reservedUntil: new Date(),
    accessTokenHash: 'a'.repeat(64),
    provider: 'sandbox',
  });
  await app.deps.db
    .insert(ticketOrderItems)
    .values({ profileId, orderId: eventsOf.orderOfB, ticketTypeId: eventsOf.ticketTypeOfB, quantity: 1, unitPricePaise: 49950 });
  await app.deps.db.insert(tickets).values({
    id: newId(),
    profileId,
    eventId: eventsOf.eventOfB,
    orderId: eventsOf.orderOfB,
    ticketTypeId: eventsOf.ticketTypeOfB,
    code: eventsOf.ticketCodeOfB,
    attendeeName: EVENT_MARKERS_OF_B.attendee,
    attendeeAnswers: [{ questionId: newId(), label: 'Company', answer: EVENT_MARKERS_OF_B.answer }],
    mobileNumber: '919877754321',
  });
  eventsOf.promoCodeOfB = newId();
  await app.deps.db.insert(promoCodes).values({
    id: eventsOf.promoCodeOfB,
    profileId,
    eventId: eventsOf.eventOfB,
    code: EVENT_MARKERS_OF_B.promoCode,
    percentOff: 10,
  });
  tenantB.markers.push(...Object.values(EVENT_MARKERS_OF_B), eventsOf.ticketCodeOfB, '9877754321');
  // B's wallet and payout account: A's wallet calls must show none of them.
  await app.deps.db.insert(walletEntries).values({
    id: newId(),
    profileId,
    kind: 'sale',
    amountPaise: 49950,
    sourceId: eventsOf.orderOfB,
    description: 'Secret sale of B',
  });
  await app.deps.db.insert(vendorAccounts).values({
    id: newId(),
    profileId,
    legalName: 'Secret Legal Name of B',
    accountHolder: 'Secret Holder of B',
    accountNumber: '555566667777',
    ifsc: 'HDFC0001234',
    pan: 'ABCDE1234F',
    upiId: 'secret-b@okhdfcbank',
    status: 'verified',
    providerAccountId: 'acc_SecretOfB0001',
  });
  await app.deps.db.insert(payouts).values({
    id: newId(),
    profileId,
    amountPaise: 12345,
    status: 'failed',
    accountNumberMasked: 'XXXXXXXX7777',
    providerAccountId: 'acc_SecretOfB0001',
    failureReason: 'Secret payout failure of B',
  });
  tenantB.markers.push(
    'Secret sale of B',
    'Secret Legal Name of B',
    'Secret Holder of B',
    '555566667777',
    'secret-b@okhdfcbank',
    'Secret payout failure of B',
  );
});

// ---------------------------------------------------------------------------------------------
// Who may call what
// ---------------------------------------------------------------------------------------------

const isFlag = (access: RouteAccess): access is PermissionFlag => (PERMISSION_FLAGS as readonly string[]).includes(access);

/** The rule of shared/permissions.ts, stated independently of the guard that implements it. */
function isAllowed(access: RouteAccess, actor: Actor): boolean {
  const hasToken = Boolean(actor.headers.authorization);
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return hasToken;
    case 'superAdmin':
      return hasToken && actor.isSuperAdmin;
    case 'platformDashboard':
      return hasToken && actor.seesDashboard === true;
    case 'member':
      return actor.role !== null;
    case 'manager':
      return actor.role === 'owner' || actor.role === 'manager';
    case 'owner':
      return actor.role === 'owner';
    default:
      if (isFlag(access)) return actor.role === 'owner' || (actor.role !== null && actor.flags[access]);
      throw new Error(`The matrix does not know access "${access}": teach isAllowed() about it`);
  }
}

function fillParams(url: string, values: Record<string, string>, fallback: () => string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? fallback()));
}

const sendsBody = (method: string) => !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method);

/** A call of the route as business A with an empty body: enough to meet the guard, which runs before the body is read. */
function probe(route: ApiRoute, headers: Record<string, string>): InjectOptions {
  const url = fillParams(
    route.url,
    { username: tenantA.userName, userName: tenantA.userName, profileId: tenantA.profileId },
    newId,
  );
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers: sendsBody(route.method) ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(sendsBody(route.method) ? { payload: '{}' } : {}),
  };
}

describe('the route table', () => {
  it('holds every API route with a known access, the team calls among them', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(ROUTE_ACCESS, `${route.method} ${route.url}`).toContain(route.access);
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /v1/user/user-permissions',
        'POST /v1/user/editUserRoleAndPermissions',
        'POST /v1/user/deleteUserAccess',
        'GET /v1/user/users',
      ]),
    );
  });

  it('holds the super-admin subscription calls (issue 10), each for super-admins only', () => {
    const superAdminCalls = [
      'GET /v1/subscription/superadmin/profiles',
      'GET /v1/subscription/superadmin/profile/:profileId/:service/status',
      'POST /v1/subscription/superadmin/profile/:profileId/:service/enable',
      'POST /v1/subscription/superadmin/profile/:profileId/:service/disable',
      'PATCH /v1/subscription/superadmin/plans/:planId',
    ];
    const accessOf = new Map(routes.map((route) => [`${route.method} ${route.url}`, route.access]));
    expect(superAdminCalls.map((call) => [call, accessOf.get(call)])).toEqual(
      superAdminCalls.map((call) => [call, 'superAdmin']),
    );
  });

  it('refuses to start with an API route that declares no access', async () => {
    const { buildApp } = await import('../src/app.ts');
    const other = await buildApp(t.config, { database: app.deps.database });
    expect(() => other.post('/v2/somethingNew', async () => 'x')).toThrow(/must declare config.access/);
    expect(() =>
      other.get('/fast-social/somethingNew', { config: { access: 'everyone' as RouteAccess } }, async () => 'x'),
    ).toThrow(/must declare config.access/);
    await other.close();
  });
});

describe.each(routes.map((route) => [`${route.method} ${route.url} (${route.access})`, route] as const))('%s', (_name, route) => {
  it('refuses exactly the callers its access excludes', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const actor of actors) {
      // inject, not call(): some answers are files (spreadsheets, PDFs, images), not JSON.
      const answer = await app.inject(probe(route, actor.headers));
      const res = { status: answer.statusCode };
      const allowed = isAllowed(route.access, actor);
      if (allowed && mustNotSeeB(route, actor)) await expectNoMarkersOfB(answer, `${key(route)} as ${actor.name}`);
      const refusal = !actor.headers.authorization ? 401 : 403;
      outcomes.push(
        `${actor.name}: ${allowed ? (res.status === 401 || res.status === 403 || res.status >= 500 ? `refused ${res.status}` : 'let in') : res.status}`,
      );
      expected.push(`${actor.name}: ${allowed ? 'let in' : refusal}`);
    }
    expect(outcomes).toEqual(expected);
    // A file built in the render pool (the guest book's export) may start its worker threads.
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// Cross-tenant ids
// ---------------------------------------------------------------------------------------------

interface AimedCall {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** Attach a real PNG to the form. */
  file?: boolean;
  /** Send the foreign profile only where the call names it, without A's X-Profile-ID. */
  withoutProfileHeader?: boolean;
  /** Statuses that count as a refusal; 403 and 404 unless the call has a reason to differ. */
  refusedWith?: number[];
}

type CrossTenantCase = { aim: (b: TenantB) => AimedCall | AimedCall[] } | { notTenantScoped: string };

/**
 * Every call that takes an id, keyed "METHOD url", with the request that aims it at business
 * B while acting as A's owner. The test fails for a route that takes an id and is missing here.
 */
const CROSS_TENANT: Record<string, CrossTenantCase> = {
  // Team (issue #3)
  'GET /v1/user/user-permissions': {
    aim: (b) => [{ query: { profileId: b.profileId } }, { query: { profileId: b.profileId }, withoutProfileHeader: true }],
  },
  'GET /v1/user/users': {
    aim: (b) => [{ query: { profileId: b.profileId } }, { query: { profileId: b.profileId }, withoutProfileHeader: true }],
  },
  'GET /v1/user/team-audit': { aim: (b) => ({ query: { profileId: b.profileId } }) },
  'POST /v1/user/editUserRoleAndPermissions': {
    aim: (b) => [
      { json: { profileId: b.profileId, userId: b.staffUserId, role: 'manager', permissions: ALL } },
      { json: { userId: b.staffUserId, role: 'manager', permissions: ALL } },
      { json: { memberId: b.inviteMemberId, role: 'manager', permissions: ALL } },
      { json: { userId: b.ownerUserId, role: 'staff', permissions: NONE } },
    ],
  },
  'POST /v1/user/deleteUserAccess': {
    aim: (b) => [
      { json: { profileId: b.profileId, userId: b.staffUserId } },
      { json: { userId: b.staffUserId } },
      { json: { memberId: b.inviteMemberId } },
    ],
  },

  // Login and profiles (issue #2)
  'GET /v1/user/getUserByNumber/:number': {
    notTenantScoped:
      "The number is no business's id: answers whether it is registered, and a name only for a member of the caller's own active profile.",
  },
  'POST /v1/user/createSocialProfile': {
    notTenantScoped:
      "categoryArray holds ids of business categories the caller can see (global, their own, their profiles'), not of any business; the new profile belongs to the caller.",
  },
  'POST /v1/user/promoteCategory': {
    notTenantScoped: 'Super-admins only: makes a business category global; categories belong to no business.',
  },

  // Menu (issue #4)
  'GET /v2/menu/:username': { aim: (b) => ({ params: { username: b.userName } }) },
  'POST /v2/add-category-or-subcategory': {
    aim: (b) => ({ form: { name: 'Intruder', type: 'subCategory', category_id: b.categoryId } }),
  },
  'POST /v2/addCategory': { notTenantScoped: 'Makes a category of the active profile; it names no id.' },
  'POST /v2/addSubcategory': { aim: (b) => ({ form: { name: 'Intruder', category_id: b.categoryId } }) },
  'POST /v2/editCategory': { aim: (b) => ({ json: { _id: b.categoryId, category: 'Renamed by A' } }) },
  'POST /v2/editSubCategory': { aim: (b) => ({ json: { _id: b.subCategoryId, subCategory: 'Renamed by A' } }) },
  'PUT /v2/menu-languages': {
    notTenantScoped: "languages holds ISO 639-1 codes (hi, ta), not ids: the active profile's own menu setting.",
  },
  'PUT /v2/translations': {
    aim: (b) =>
      (
        [
          ['category', b.categoryId],
          ['subCategory', b.subCategoryId],
          ['item', b.itemIds[0]],
          ['variety', `${b.itemIds[0]}:0`],
        ] as const
      ).map(([entityType, _id]) => ({ json: { entityType, _id, lang: 'hi', name: 'Translated by A' } })),
  },
  'POST /v2/updateMedia': {
    aim: (b) => [
      { form: { type: 'category', _id: b.categoryId, folderName: 'food' }, file: true },
      { form: { type: 'subcategory', _id: b.subCategoryId, folderName: 'food' }, file: true },
      { form: { type: 'item', _id: b.itemIds[0], folderName: 'food' }, file: true },
    ],
  },
  'POST /v2/updatePublish': {
    aim: (b) => [
      { json: { _id: b.categoryId, type: 'Category', publish: 0 } },
      { json: { _id: b.subCategoryId, type: 'SubCategory', publish: 0 } },
      { json: { _id: b.itemIds[0], type: 'Item', publish: 0 } },
      { json: { _id: b.subCategoryId, type: 'SubCategory', publish: 1, showItems: true } },
    ],
  },
  'POST /v2/updateSoldOut': { aim: (b) => ({ json: { _id: b.itemIds[0], soldOut: true } }) },
  'POST /v2/deleteMenu': {
    aim: (b) => [
      { json: { _id: b.itemIds[0], type: 'Item' } },
      { json: { _id: b.subCategoryId, type: 'SubCategory' } },
      { json: { _id: b.categoryId, type: 'Category' } },
    ],
  },
  'POST /v2/addItems': { aim: (b) => ({ form: { itemName: 'Intruder', subCategory_id: b.subCategoryId, price: '10' } }) },
  'POST /v2/addItem': { aim: (b) => ({ form: { itemName: 'Intruder', subCategory_id: b.subCategoryId, price: '10' } }) },
  'PATCH /v2/editItems': { aim: (b) => ({ form: { _id: b.itemIds[0], itemName: 'Renamed by A', price: '1' } }) },
  'POST /v2/menu-drag': {
    aim: (b) => ({
      json: {
        type: 'item',
        oldData: [{ _id: b.itemIds[0] }, { _id: b.itemIds[1] }],
        reorderedData: [{ _id: b.itemIds[1] }, { _id: b.itemIds[0] }],
      },
      // A stale-order answer is also a refusal: A's stored order never holds B's items.
      refusedWith: [403, 404, 409],
    }),
  },
  'POST /v2/deleteHomePageImage': { aim: (b) => ({ json: { _id: b.homeImageId } }) },
  'POST /v2/reorderHomePageImages': { aim: (b) => ({ json: { order: [b.homeImageId] }, refusedWith: [403, 404, 409] }) },
  'GET /v2/download-menu-as-excel': {
    aim: (b) => [{ query: { profileId: b.profileId } }, { query: { profileId: b.profileId }, withoutProfileHeader: true }],
  },
  'GET /v2/MenuFile': { aim: (b) => ({ query: { profileId: b.profileId } }) },

  // Subscriptions and payments (issue 10)
  'GET /v1/subscription/subscription-status': {
    aim: (b) => [{ query: { profileId: b.profileId } }, { query: { profileId: b.profileId }, withoutProfileHeader: true }],
  },
  ...Object.fromEntries(
    ['digital-menu', 'table-reservation', 'fast-social-verification'].map((service) => [
      `POST /v1/subscription/${service}-subscription`,
      {
        // planId names a platform plan; the venue is the active profile, so aim the profile at B.
        aim: (b: TenantB) => ({
          json: { planId: '5e1ec7000000000000000001' },
          query: { profileId: b.profileId },
          withoutProfileHeader: true,
        }),
      },
    ]),
  ),
  'GET /v1/subscription/payment-verification': {
    aim: (b) => ({
      query: {
        razorpay_payment_id: 'pay_ForgedByA00001',
        razorpay_payment_link_id: 'plink_ForgedByA00001',
        razorpay_payment_link_reference_id: b.termId,
        razorpay_payment_link_status: 'paid',
        razorpay_signature: '0'.repeat(64),
      },
      // Public: the signature is the proof, so a call about B's term without B's signature is a 400.
      refusedWith: [400],
    }),
  },
  'PUT /v1/subscription/billing-details': {
    aim: (b) => ({
      json: { legalName: 'Renamed by A', stateCode: '29' },
      query: { profileId: b.profileId },
      withoutProfileHeader: true,
    }),
  },
  'GET /v1/subscription/billing-details': {
    aim: (b) => ({ query: { profileId: b.profileId }, withoutProfileHeader: true }),
  },
  'POST /v1/payments/razorpay-webhook': {
    notTenantScoped:
      "Razorpay's webhook: the body names links and terms of any venue, but only a body signed with the webhook secret is acted on (HMAC over the raw bytes).",
  },

  // Link page (issue 13)
  'GET /fast-social/all': { aim: (b) => ({ query: { userName: b.userName } }) },
  'POST /fast-social/links': {
    aim: (b) => [
      { json: { accountId: b.socialAccountId, links: { link: [{ name: 'By A', url: 'https://a.example', icon: 'link' }] } } },
      {
        json: {
          accountId: b.socialAccountId,
          links: { link: [{ _id: b.socialLinkId, name: 'Renamed by A', url: 'https://a.example', icon: 'link' }] },
        },
      },
      {
        json: {
          accountId: socialAccountOfA,
          links: { link: [{ _id: b.socialLinkId, name: 'Renamed by A', url: 'https://a.example', icon: 'link' }] },
        },
      },
    ],
  },
  'DELETE /fast-social/links': { aim: (b) => ({ json: { _id: b.socialLinkId } }) },
  'POST /fast-social/basic-details': { aim: (b) => ({ json: { accountId: b.socialAccountId, name: 'Renamed by A' } }) },
  'POST /fast-social/contact-details': {
    aim: (b) => ({ json: { accountId: b.socialAccountId, address: 'Moved by A', contactNumbers: [] } }),
  },
  'GET /fast-social/links/:linkId/clicks': { aim: (b) => ({ params: { linkId: b.socialLinkId } }) },
  'POST /v1/profiles': {
    aim: (b) => ({
      json: { name: 'Renamed by A', categoryArray: [newId()] },
      query: { profileId: b.profileId },
      withoutProfileHeader: true,
    }),
  },

  // QR codes
  'POST /v2/qr-codes/:id/delete': { aim: (b) => ({ params: { id: b.qrCodeId }, json: {} }) },
  'PATCH /v2/qr-codes/:id': { aim: (b) => ({ params: { id: b.qrCodeId }, json: { label: 'Renamed by A' } }) },
  'GET /v2/qr-codes/:id/download/:format': {
    aim: (b) => [{ params: { id: b.qrCodeId, format: 'png' } }, { params: { id: b.qrCodeId, format: 'svg' } }],
  },
  'GET /v2/qr-codes/sheet.pdf': { aim: (b) => ({ query: { ids: b.qrCodeId } }) },

  // Reservations: the bookings desk (issue 11)
  ...Object.fromEntries(
    ['acceptABooking', 'markCustomerHasArrived', 'markNoShow', 'undoStatus'].map((path) => [
      `POST /v1/bookings/${path}`,
      { aim: () => ({ json: { bookingId: reservationsOfB.bookingId } }) },
    ]),
  ),
  'POST /v1/bookings/declineABooking': {
    aim: () => ({ json: { bookingId: reservationsOfB.bookingId, reason: 'Declined by A' } }),
  },
  'POST /v1/bookings/updateAutoAcceptOrders': {
    aim: (b) => [
      { json: { restaurantId: reservationsOfB.restaurantId, autoAccept: true } },
      { json: { restaurantId: reservationsOfB.restaurantId, autoAccept: true }, query: { profileId: b.profileId } },
    ],
  },
  'GET /v1/restaurant/live-activity': {
    aim: (b): AimedCall[] => [
      { query: { profileId: b.profileId }, withoutProfileHeader: true },
      { query: { profileId: b.profileId, since: '2000-01-01T00:00:00Z' }, withoutProfileHeader: true },
    ],
  },
  // Guests' calls name a booking by reference and prove it with the manage token: without B's token, nothing.
  'GET /v1/bookings/manage/:reference': {
    aim: () => ({ params: { reference: reservationsOfB.reference }, query: { token: 'forged-by-a' }, refusedWith: [404] }),
  },
  'GET /v1/bookings/manage/:reference/calendar.ics': {
    aim: () => ({ params: { reference: reservationsOfB.reference }, query: { token: 'forged-by-a' }, refusedWith: [404] }),
  },
  'POST /v1/bookings/cancelByGuest': {
    aim: () => ({ json: { reference: reservationsOfB.reference, token: 'forged-by-a' }, refusedWith: [404] }),
  },
  // Waitlist (issue 38)
  'POST /v1/waitlist/entries/:id/notify': { aim: () => ({ params: { id: waitlistOfB.entryId } }) },
  'POST /v1/waitlist/entries/:id/seat': { aim: () => ({ params: { id: waitlistOfB.entryId } }) },
  'POST /v1/waitlist/entries/:id/remove': { aim: () => ({ params: { id: waitlistOfB.entryId }, json: { reason: 'By A' } }) },
  'GET /v1/waitlist/open/:username': {
    notTenantScoped:
      "Public: whether guests may join a venue's queue online, its largest party and how many wait; no guest's data.",
  },
  'GET /v1/waitlist/status/:reference': {
    aim: () => ({ params: { reference: waitlistOfB.reference }, query: { token: 'forged-by-a' }, refusedWith: [404] }),
  },
  // Guest book (issue 38)
  'GET /v1/guests/:id': { aim: () => ({ params: { id: guestOfB.guestId } }) },
  'PATCH /v1/guests/:id': { aim: () => ({ params: { id: guestOfB.guestId }, json: { notes: 'Written by A' } }) },
  'POST /v1/guests/:id/erase': { aim: () => ({ params: { id: guestOfB.guestId } }) },
  // Reservations set-up and guests (issue 11)
  'GET /v1/restaurant/checkRestaurantForProfile': {
    aim: (b) => [{ query: { profileId: b.profileId } }, { query: { profileId: b.profileId }, withoutProfileHeader: true }],
  },
  'POST /v1/restaurant/createRestaurant/': {
    // googlePlaceId names a place, not a venue: aim the profile at B instead.
    aim: (b) => ({ json: { name: 'Intruder', city: 'Pune' }, query: { profileId: b.profileId }, withoutProfileHeader: true }),
  },
  'POST /v1/restaurant/updateRestaurantActivity': { aim: (b) => ({ json: { restaurantId: b.restaurantId, isActive: false } }) },
  'POST /v1/restaurant/updateRestaurantSettings': {
    aim: (b) => ({ json: { restaurantId: b.restaurantId, name: 'Renamed by A' } }),
  },
  'GET /v1/restaurant/getRestaurantWorkingHours/:id': { aim: (b) => ({ params: { id: b.restaurantId } }) },
  'PUT /v1/restaurant/updateRestaurantWorkingHour/:id': {
    aim: (b) => ({ params: { id: b.restaurantId }, json: { openingHours: [{ day: 1, isOpen: false, ranges: [] }] } }),
  },
  'GET /v1/restaurant/mealTimes/:restaurantId': { aim: (b) => ({ params: { restaurantId: b.restaurantId } }) },
  'POST /v1/restaurant/createMealTime': {
    aim: (b) => ({ json: { restaurantId: b.restaurantId, ...MEAL_TIME_BY_A } }),
  },
  'PUT /v1/restaurant/updateMealTime/:mealTimeId': {
    aim: (b) => ({ params: { mealTimeId: b.mealTimeId }, json: { restaurantId: b.restaurantId, ...MEAL_TIME_BY_A } }),
  },
  'POST /v1/restaurant/deleteMealTime': { aim: (b) => ({ json: { _id: b.mealTimeId } }) },
  'GET /v1/restaurant/fetchRestaurantSlots/:restaurantId/:date': {
    aim: (b) => ({ params: { restaurantId: b.restaurantId, date: '2030-01-07' } }),
  },
  'POST /v1/restaurant/updateRestaurantSlot': {
    aim: (b) => ({
      json: { restaurantId: b.restaurantId, slotDate: '2030-01-07', slotStartTimes: ['12:00'], slotStatus: 'closed' },
    }),
  },
  'POST /v1/restaurant/updatePartySizeDetails': { aim: (b) => ({ json: { restaurantId: b.restaurantId, min: 1, max: 2 } }) },
  'POST /v1/restaurant/updateTnCClause': { aim: (b) => ({ json: { _id: b.clauseId, clause: 'Rewritten by A' } }) },
  'POST /v1/restaurant/deleteTnCClause': { aim: (b) => ({ json: { _id: b.clauseId } }) },
  'GET /v1/bookings/availability': {
    notTenantScoped:
      "Public: any guest reads any restaurant's free slots by its id, as its booking page shows them (times and free covers, no bookings).",
  },
  'POST /v1/bookings/createBooking': {
    notTenantScoped: 'Public: any guest books at any restaurant by its id, with a booking code for their own number.',
  },

  // Invoices (issue 10)
  'GET /v1/subscription/invoices/:id/pdf': { aim: (b) => ({ params: { id: b.invoiceId } }) },
  'POST /v1/subscription/invoices/:id/reissue': {
    aim: (b) => ({
      params: { id: b.invoiceId },
      json: { legalName: 'Rewritten by A', address: '1 A Street, Bengaluru', stateCode: '29' },
    }),
  },
  'GET /v1/vendor/fee-invoices/:id/pdf': { aim: (b) => ({ params: { id: b.feeInvoiceId } }) },
  // Subscriptions, super-admin (issue 10)
  'GET /v1/subscription/superadmin/profile/:profileId/:service/status': {
    notTenantScoped: "Super-admins only: they read any venue's subscription by its id; the route's access refuses everyone else.",
  },
  'POST /v1/subscription/superadmin/profile/:profileId/:service/enable': {
    notTenantScoped: "Super-admins only: they switch any venue's subscription by hand, with a reason, audited.",
  },
  'POST /v1/subscription/superadmin/profile/:profileId/:service/disable': {
    notTenantScoped: "Super-admins only: they switch any venue's subscription by hand, with a reason, audited.",
  },
  'PATCH /v1/subscription/superadmin/plans/:planId': {
    notTenantScoped: 'Super-admins only: plans belong to the platform, not to any business.',
  },
  // Events and tickets (issue 12)
  'GET /v2/eventsDetails/:id': { aim: () => ({ params: { id: eventsOf.eventOfB } }) },
  'POST /v2/event/delete': { aim: () => ({ json: { _id: eventsOf.eventOfB } }) },
  'POST /v2/updatePublishStatus': { aim: () => ({ json: { _id: eventsOf.eventOfB, publish: 0 } }) },
  'PATCH /v2/updateEvent': { aim: () => ({ form: { _id: eventsOf.eventOfB, name: 'Renamed by A' } }) },
  'POST /v2/ticketed-events': {
    // A new event cannot adopt B's ticket type by naming it.
    aim: () => ({ form: { ...EVENT_FIELDS, ticketTypes: JSON.stringify([{ ...ticketType(), _id: eventsOf.ticketTypeOfB }]) } }),
  },
  'PUT /v2/ticketed-events/:id': {
    aim: (): AimedCall[] => [
      { params: { id: eventsOf.eventOfB }, form: { name: 'Renamed by A' } },
      {
        params: { id: eventsOf.eventOfA },
        form: { ticketTypes: JSON.stringify([{ ...ticketType(), _id: eventsOf.ticketTypeOfB }]) },
      },
    ],
  },
  'PUT /v2/ticketed-events/:id/status': { aim: () => ({ params: { id: eventsOf.eventOfB }, json: { status: 'paused' } }) },
  'GET /v2/ticketed-events/restaurant/:id': {
    aim: (b) => [{ params: { id: b.restaurantId } }, { params: { id: b.profileId } }],
  },
  'GET /v2/ticketed-events/:id/attendees': { aim: () => ({ params: { id: eventsOf.eventOfB } }) },
  // Promo codes (issue 39): B's event's codes, and A's event naming B's ticket type or code.
  'GET /v2/ticketed-events/:id/promo-codes': { aim: () => ({ params: { id: eventsOf.eventOfB } }) },
  'POST /v2/ticketed-events/:id/promo-codes': {
    aim: () => [
      { params: { id: eventsOf.eventOfB }, json: { code: 'BYA10', percentOff: 10 } },
      { params: { id: eventsOf.eventOfA }, json: { code: 'BYA20', percentOff: 20, ticketTypeIds: [eventsOf.ticketTypeOfB] } },
    ],
  },
  'DELETE /v2/ticketed-events/:id/promo-codes/:codeId': {
    aim: () => [
      { params: { id: eventsOf.eventOfB, codeId: eventsOf.promoCodeOfB } },
      { params: { id: eventsOf.eventOfA, codeId: eventsOf.promoCodeOfB } },
    ],
  },
  'GET /v2/ticketed-events/:id/attendees.xlsx': { aim: () => ({ params: { id: eventsOf.eventOfB } }) },
  'GET /v2/ticketed-events/:id/sales.xlsx': { aim: () => ({ params: { id: eventsOf.eventOfB } }) },
  'POST /v2/ticketed-events/:id/check-in': {
    aim: () => [
      { params: { id: eventsOf.eventOfB }, json: { code: eventsOf.ticketCodeOfB } },
      { params: { id: eventsOf.eventOfA }, json: { code: eventsOf.ticketCodeOfB } },
    ],
  },
  // Guests' calls: the order is proven by its token; without B's token, nothing.
  'GET /v2/ticket-orders/:orderId': {
    aim: () => ({ params: { orderId: eventsOf.orderOfB }, query: { token: 'forged-by-a' }, refusedWith: [404] }),
  },
  'POST /v2/ticket-orders/:orderId/cancel-by-venue': { aim: () => ({ params: { orderId: eventsOf.orderOfB } }) },
  'POST /v2/ticket-orders/:orderId/cancel': {
    aim: () => ({ params: { orderId: eventsOf.orderOfB }, json: { token: 'forged-by-a' }, refusedWith: [404] }),
  },
  'GET /v/:username/menu.json': {
    notTenantScoped: "The guest menu is public: any venue's published menu by its username, as its page /v/{username} shows it.",
  },
  'GET /v2/ticket-orders/promo-preview': {
    notTenantScoped:
      "A guest's checkout checks a code of any venue's published event: the event id is public, and the code is what the venue handed out.",
  },
  'POST /v2/ticket-orders': {
    notTenantScoped:
      "Guests buy tickets for any venue's published event: the event id is public, and the booking code sent to the buyer's phone is the proof.",
  },
  // Wallet (issue 12): no call takes an id; `upiId` only looks like one.
  'POST /v1/vendor/account': {
    notTenantScoped:
      "upiId is the venue's UPI address (handle@bank), not the id of any record; the call writes the active profile's own account only.",
  },
  'PATCH /v1/vendor/account': {
    notTenantScoped:
      "upiId is the venue's UPI address (handle@bank), not the id of any record; the call changes the active profile's own account only.",
  },
  'GET /v1/bookings/deposit-verification': {
    notTenantScoped:
      "The provider's callback for a booking's deposit: it names a booking of any venue, but only parameters signed with the key secret and confirmed by the provider are acted on.",
  },
  'GET /v2/ticket-orders/payment-verification': {
    notTenantScoped:
      "The provider's callback: it names an order of any venue, but only parameters signed with the key secret and confirmed by the provider are acted on.",
  },
};

const MEAL_TIME_BY_A = {
  name: 'Meal time by A',
  start: '18:00',
  end: '20:00',
  slotIntervalMinutes: 30,
  stayMinutes: 60,
  coversPerSlot: 5,
  days: [1],
};

/**
 * Write calls with no body schema and no form the matrix can read (bodiless posts) and that
 * take no id. One that takes an id belongs in CROSS_TENANT instead.
 */
const BODIES_WITHOUT_IDS: Record<string, string> = {
  'POST /v2/publish-menu': 'no body; publishes the active profile',
  'POST /v1/restaurant/live-activity/ticket':
    'no body; a ticket for the active profile (another venue: live-activity.test.ts, live-activity-tickets.test.ts)',
};

/** `userId` in a body or form is never acted on: identity comes from the token (decisions §2). */
const IGNORED_ID_FIELDS = new Set(['userId']);

const ID_FIELD = /^(_id|ids?)$|_ids?$|Ids?$/;

/** Fields anywhere in a JSON schema (objects, arrays, unions), with their own schemas. */
function fieldNames(schema: unknown, into: Map<string, unknown> = new Map()): Map<string, unknown> {
  if (!schema || typeof schema !== 'object') return into;
  const node = schema as Record<string, unknown>;
  if (node.properties && typeof node.properties === 'object') {
    for (const [name, value] of Object.entries(node.properties)) {
      into.set(name, value);
      fieldNames(value, into);
    }
  }
  for (const child of ['items', 'additionalProperties', 'prefixItems', 'anyOf', 'oneOf', 'allOf']) {
    const value = node[child];
    if (Array.isArray(value)) for (const entry of value) fieldNames(entry, into);
    else fieldNames(value, into);
  }
  return into;
}

const isStringList = (field: unknown) => {
  const node = field as { type?: unknown; items?: { type?: unknown } } | null;
  return node?.type === 'array' && node.items?.type === 'string';
};

const isZod = (value: unknown): value is z.ZodType => Boolean(value && typeof value === 'object' && '_zod' in value);

/** The id-like inputs of a route: path parameters and id fields of its body, query and form schemas. */
function idInputsOf(route: ApiRoute): string[] {
  const inputs = [...route.url.matchAll(/:(\w+)/g)].map((match) => `:${match[1]}`);
  const schema = { ...(route.schema ?? {}), form: route.form } as Record<string, unknown>;
  for (const part of ['body', 'querystring', 'params', 'form']) {
    const value = schema[part];
    if (!isZod(value)) continue;
    const json = z.toJSONSchema(value, { io: 'input', unrepresentable: 'any' });
    for (const [name, field] of fieldNames(json)) {
      // A list of plain strings may be a list of ids under any name (e.g. `order`): count it too.
      if (IGNORED_ID_FIELDS.has(name)) continue;
      if (ID_FIELD.test(name) || isStringList(field)) inputs.push(`${part}.${name}`);
    }
  }
  return inputs;
}

const key = (route: ApiRoute) => `${route.method} ${route.url}`;

describe('calls that take an id', () => {
  it('are all listed in the cross-tenant table (or, for forms without a schema, classified)', () => {
    const missing: string[] = [];
    for (const route of routes) {
      if (CROSS_TENANT[key(route)]) continue;
      const inputs = idInputsOf(route);
      if (inputs.length > 0) missing.push(`${key(route)} takes ${inputs.join(', ')}: add it to CROSS_TENANT`);
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      if (sendsBody(route.method) && !isZod(schema.body) && !route.form && !BODIES_WITHOUT_IDS[key(route)]) {
        missing.push(`${key(route)} has a body the matrix cannot read: add it to CROSS_TENANT or BODIES_WITHOUT_IDS`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('list only routes that exist', () => {
    const known = new Set(routes.map(key));
    expect(Object.keys({ ...CROSS_TENANT, ...BODIES_WITHOUT_IDS }).filter((entry) => !known.has(entry))).toEqual([]);
  });
});

/** Every row business B owns, in every table that has a profile_id, plus its profile and people. */
async function snapshotOfB(b: TenantB): Promise<Record<string, unknown[]>> {
  // Both drivers answer execute() with `{ rows }`; the shared Db type leaves it unknown.
  const rowsOf = async <T = Record<string, unknown>>(query: SQL) =>
    ((await app.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'profile_id' order by table_name`,
  );
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_name: table } of tables) {
    snapshot[table] = await rowsOf(sql`select * from ${sql.identifier(table)} where profile_id = ${b.profileId} order by 1`);
  }
  // B's files on disk: no call of A may delete or replace them (issue 16).
  snapshot.files = (snapshot.media_objects as Array<{ path: string }>).map((object) => [
    object.path,
    existsSync(path.join(t.config.dataDir, 'media', object.path)),
  ]);
  snapshot.profile = await rowsOf(sql`select * from profiles where id = ${b.profileId}`);
  snapshot.people = await rowsOf(sql`select * from users where id in (${b.ownerUserId}, ${b.staffUserId}) order by id`);
  return snapshot;
}

async function aimedRequest(route: ApiRoute, aimed: AimedCall): Promise<InjectOptions> {
  const url = fillParams(route.url, aimed.params ?? {}, () => {
    throw new Error(`${key(route)}: the cross-tenant case must give every path parameter`);
  });
  const query = aimed.query ? `?${new URLSearchParams(aimed.query).toString()}` : '';
  const base = { method: route.method as InjectOptions['method'], url: `${url}${query}` };
  const headers = { ...tenantA.ownerHeaders };
  if (aimed.withoutProfileHeader) delete headers['x-profile-id'];
  if (aimed.form) {
    const body = multipart(aimed.form, aimed.file ? await pngUpload() : undefined);
    return { ...base, headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  if (aimed.json !== undefined) {
    return { ...base, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(aimed.json) };
  }
  return { ...base, headers };
}

describe.each(Object.entries(CROSS_TENANT))('as A with B’s ids: %s', (routeKey, entry) => {
  it('neither reads nor changes B', async () => {
    if ('notTenantScoped' in entry) {
      expect(entry.notTenantScoped.length).toBeGreaterThan(20);
      return;
    }
    const route = routes.find((candidate) => key(candidate) === routeKey);
    expect(route, `${routeKey} is not registered`).toBeDefined();
    const aimedCalls = [entry.aim(tenantB)].flat();
    for (const aimed of aimedCalls) {
      const before = await snapshotOfB(tenantB);
      const res = await app.inject(await aimedRequest(route!, aimed));
      const what = `${routeKey} ${JSON.stringify(aimed.json ?? aimed.form ?? aimed.query ?? aimed.params)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(aimed.refusedWith ?? [403, 404], what).toContain(res.statusCode);
      await expectNoMarkersOfB(res, what);
      expect(await snapshotOfB(tenantB), what).toEqual(before);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Media ownership (issue 16): A can neither reference nor delete nor replace B's files
// ---------------------------------------------------------------------------------------------

describe("B's media", () => {
  const pathOf = (url: string) => url.slice(t.config.mediaBaseUrl.length + 1);

  async function importAsA(mediaUrl: string, fields: Record<string, string>) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(MENU_SHEET_NAME);
    sheet.addRow(MENU_COLUMNS.map((column) => column.header));
    const row: Record<string, string> = { category: 'Food', subCategory: 'Borrowed', itemName: 'Borrowed Dish', mediaUrl };
    sheet.addRow(MENU_COLUMNS.map((column) => row[column.key] ?? ''));
    const body = multipart(fields, {
      filename: 'menu.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      data: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    return call(app, {
      method: 'POST',
      url: '/v2/import-menu-from-excel',
      headers: { ...tenantA.ownerHeaders, ...body.headers },
      payload: body.payload,
    });
  }

  it("cannot be referenced through A's spreadsheet import (Media URL column)", async () => {
    const before = await snapshotOfB(tenantB);
    expect(before.files).toHaveLength(3);
    for (const url of [...tenantB.mediaUrls, `/media/${pathOf(tenantB.mediaUrls[0]!)}`]) {
      const preview = await importAsA(url, { mode: 'preview' });
      expect(preview.json.body.errors, url).toEqual([
        {
          row: 2,
          column: 'Media URL',
          message: url.startsWith('/') ? MEDIA_URL_MESSAGES.notALink : MEDIA_URL_MESSAGES.notInThisMenu,
        },
      ]);
    }
    const applied = await importAsA(tenantB.mediaUrls[1]!, { mode: 'apply', validOnly: 'true' });
    expect(applied.json.body.applied).toBe(false);
    const rowsOfA = await app.deps.db.select().from(menuItems).where(eq(menuItems.profileId, tenantA.profileId));
    for (const url of tenantB.mediaUrls) expect(rowsOfA.map((item) => item.mediaPath)).not.toContain(pathOf(url));
    expect(await snapshotOfB(tenantB)).toEqual(before);
    // Each import parses its file in a worker thread: slow on a busy machine, not a speed goal.
  }, 60_000);

  it('survives every call by which A replaces or deletes media that rows of A point at', async () => {
    // Rows of A showing B's files, as an import before issue 16 could leave them.
    const [categoryImage, itemPhoto, homeImage] = tenantB.mediaUrls.map(pathOf) as [string, string, string];
    const profileId = tenantA.profileId;
    const categoryId = newId();
    const subcategoryId = newId();
    const itemIds = [newId(), newId(), newId(), newId()];
    const homeImageId = newId();
    await app.deps.db
      .insert(menuCategories)
      .values({ id: categoryId, profileId, name: 'Food', imagePath: categoryImage, position: 1 });
    await app.deps.db
      .insert(menuSubcategories)
      .values({ id: subcategoryId, profileId, categoryId, name: 'Borrowed', imagePath: itemPhoto, position: 1 });
    await app.deps.db.insert(menuItems).values(
      itemIds.map((id, index) => ({
        id,
        profileId,
        categoryId,
        subcategoryId,
        name: `Borrowed ${index}`,
        mediaPath: itemPhoto,
        mediaType: 'image' as const,
        position: index + 1,
      })),
    );
    await app.deps.db.insert(menuHomeImages).values({ id: homeImageId, profileId, imagePath: homeImage, position: 1 });

    const before = await snapshotOfB(tenantB);
    const asA = async (url: string, options: { json?: object; form?: Record<string, string>; file?: 'png' | 'empty' }) => {
      const upload =
        options.file === 'png'
          ? await pngUpload()
          : options.file === 'empty'
            ? { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) }
            : undefined;
      const body = options.form ? multipart(options.form, upload) : null;
      const res = await call(app, {
        method: url === '/v2/editItems' ? 'PATCH' : 'POST',
        url,
        headers: body ? { ...tenantA.ownerHeaders, ...body.headers } : tenantA.ownerHeaders,
        payload: body ? body.payload : options.json,
      });
      expect(res.status, `${url} ${res.raw.body}`).toBe(200);
    };
    await asA('/v2/updateMedia', { form: { type: 'item', _id: itemIds[0]! }, file: 'png' });
    await asA('/v2/editItems', { form: { _id: itemIds[1]! }, file: 'empty' });
    await asA('/v2/deleteMenu', { json: { _id: itemIds[2]!, type: 'Item' } });
    await asA('/v2/updateMedia', { form: { type: 'subcategory', _id: subcategoryId }, file: 'png' });
    await asA('/v2/updateMedia', { form: { type: 'category', _id: categoryId }, file: 'empty' });
    await asA('/v2/deleteHomePageImage', { json: { _id: homeImageId } });
    await asA('/v2/deleteMenu', { json: { _id: categoryId, type: 'Category' } });
    expect(await snapshotOfB(tenantB)).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// Guests' personal data (issue 34 finding 9): reads, not only writes
// ---------------------------------------------------------------------------------------------

/**
 * A's own guests: a booking with a note and a paid order's ticket. A member of A without
 * `tableReserveAccess` may see that they exist (counts, times, statuses, a number's last four
 * digits) but none of these (ARCHITECTURE "Guest personal data"): every GET route of the table
 * is read as each such member, aimed at A's own records, and searched for them.
 */
const GUEST_MARKERS_OF_A = {
  bookingName: 'Kavya Guestofa',
  bookingPhone: '9811122334',
  bookingNote: 'Peanut allergy noted for A',
  attendeeName: 'Rohan Attendeeofa',
  attendeePhone: '9811155667',
  ticketCode: 'HJKL7MNP2345',
};
const guestsOfA = { restaurantId: '', bookingId: '', reference: '', eventId: '', orderId: '', ticketId: '' };
const BOOKING_DATE_OF_A = '2030-02-11';
beforeAll(async () => {
  const [restaurant] = await app.deps.db.select().from(restaurants).where(eq(restaurants.profileId, tenantA.profileId));
  if (!restaurant) throw new Error("A's restaurant was not set up");
  const { booking } = await bookAsGuest(app, restaurant, {
    date: BOOKING_DATE_OF_A,
    time: '20:00',
    name: GUEST_MARKERS_OF_A.bookingName,
    note: GUEST_MARKERS_OF_A.bookingNote,
    mobileNumber: `91${GUEST_MARKERS_OF_A.bookingPhone}`,
  });
  const [typeOfA] = await app.deps.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventsOf.eventOfA));
  const profileId = tenantA.profileId;
  const orderId = newId();
  const ticketId = newId();
  const mobileNumber = `91${GUEST_MARKERS_OF_A.attendeePhone}`;
  await app.deps.db.insert(ticketOrders).values({
    id: orderId,
    profileId,
    eventId: eventsOf.eventOfA,
    name: GUEST_MARKERS_OF_A.attendeeName,
    mobileNumber,
    status: 'paid',
    totalPaise: 49950,
    reservedUntil: new Date(),
    accessTokenHash: 'b'.repeat(64),
    provider: 'sandbox',
    paidAt: new Date(),
  });
  await app.deps.db
    .insert(ticketOrderItems)
    .values({ profileId, orderId, ticketTypeId: typeOfA!.id, quantity: 1, unitPricePaise: 49950 });
  await app.deps.db.insert(tickets).values({
    id: ticketId,
    profileId,
    eventId: eventsOf.eventOfA,
    orderId,
    ticketTypeId: typeOfA!.id,
    code: GUEST_MARKERS_OF_A.ticketCode,
    attendeeName: GUEST_MARKERS_OF_A.attendeeName,
    mobileNumber,
  });
  Object.assign(guestsOfA, {
    restaurantId: restaurant.id,
    bookingId: booking.id,
    reference: booking.reference,
    eventId: eventsOf.eventOfA,
    orderId,
    ticketId,
  });
});

/** The values a path parameter of a read may take, aimed at A's own records. */
const ownValuesOf = (name: string): string[] => {
  switch (name) {
    case 'id':
      return [guestsOfA.eventId, guestsOfA.restaurantId, tenantA.profileId, guestsOfA.bookingId];
    case 'restaurantId':
      return [guestsOfA.restaurantId];
    case 'profileId':
      return [tenantA.profileId];
    case 'username':
    case 'userName':
      return [tenantA.userName];
    case 'reference':
      return [guestsOfA.reference];
    case 'orderId':
      return [guestsOfA.orderId];
    case 'date':
      return [BOOKING_DATE_OF_A];
    default:
      return [newId()];
  }
};

/** Every way to fill a read's path with A's own records. */
function ownUrlsOf(route: ApiRoute): string[] {
  let urls = [route.url];
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
    urls = urls.flatMap((url) => ownValuesOf(name!).map((value) => url.replace(`:${name}`, encodeURIComponent(value))));
  }
  // The reads' filters set to the guests' day; a read that takes none ignores them.
  const query = new URLSearchParams({
    date: BOOKING_DATE_OF_A,
    from: BOOKING_DATE_OF_A,
    to: BOOKING_DATE_OF_A,
    since: '2000-01-01T00:00:00Z',
  });
  return urls.map((url) => `${url}?${query.toString()}`);
}

/** Which of A's guests' markers an answer holds. */
async function guestMarkersIn(res: LightMyRequestResponse): Promise<string[]> {
  const text = await readableText(res);
  return Object.values(GUEST_MARKERS_OF_A).filter((marker) => text.includes(marker));
}

/** The reads that hold guests' details, and what a member without the flag gets there. */
const PERSONAL_DATA_READS: Record<string, 'masked' | 'refused'> = {
  'GET /v2/bookings/getAllBookings/': 'masked',
  'GET /v1/restaurant/live-activity': 'masked',
  'GET /v2/ticketed-events/:id/attendees': 'masked',
  'GET /v1/restaurant/bookings-export': 'refused',
  'GET /v2/ticketed-events/:id/attendees.xlsx': 'refused',
  'GET /v2/ticketed-events/:id/sales.xlsx': 'refused',
  'GET /v1/guests': 'refused',
  'GET /v1/guests/export.xlsx': 'refused',
};

const readRoutes = routes.filter((route) => route.method === 'GET');
const withoutDeskFlag = () =>
  actors.filter((actor) => actor.role !== null && actor.role !== 'owner' && !actor.flags.tableReserveAccess);

describe("guests' personal data", () => {
  it('is shown in full to the desk: the owner reads it on exactly the routes listed as personal-data reads', async () => {
    const owner = actors.find((actor) => actor.name === 'owner')!;
    const holding: string[] = [];
    for (const route of readRoutes) {
      for (const url of ownUrlsOf(route)) {
        const res = await app.inject({ method: 'GET', url, headers: owner.headers });
        if ((await guestMarkersIn(res)).length > 0) {
          holding.push(key(route));
          break;
        }
      }
    }
    expect(holding.sort()).toEqual(Object.keys(PERSONAL_DATA_READS).sort());
  }, 120_000);

  it('is never read by a member without tableReserveAccess, on any read route', async () => {
    expect(withoutDeskFlag().length).toBeGreaterThanOrEqual(4);
    const leaks: string[] = [];
    for (const route of readRoutes) {
      for (const actor of withoutDeskFlag()) {
        for (const url of ownUrlsOf(route)) {
          const res = await app.inject({ method: 'GET', url, headers: actor.headers });
          const found = await guestMarkersIn(res);
          if (found.length > 0) leaks.push(`${key(route)} as ${actor.name}: ${found.join(', ')}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 240_000);

  it.each(Object.entries(PERSONAL_DATA_READS))('%s without the flag is %s', async (routeKey, outcome) => {
    const route = routes.find((candidate) => key(candidate) === routeKey)!;
    expect(route, routeKey).toBeDefined();
    expect(route.access).toBe(outcome === 'refused' ? 'tableReserveAccess' : 'member');
    for (const actor of withoutDeskFlag()) {
      const [url] = ownUrlsOf(route);
      const res = await app.inject({ method: 'GET', url: url!, headers: actor.headers });
      if (outcome === 'refused') {
        expect(res.statusCode, `${routeKey} as ${actor.name}`).toBe(403);
        continue;
      }
      expect(res.statusCode, `${routeKey} as ${actor.name}: ${res.body.slice(0, 200)}`).toBe(200);
      // Counts and a number's last four digits, no more.
      const body = res.body;
      const lastFour = routeKey.includes('attendees')
        ? GUEST_MARKERS_OF_A.attendeePhone.slice(-4)
        : GUEST_MARKERS_OF_A.bookingPhone.slice(-4);
      expect(body, `${routeKey} as ${actor.name}`).toContain(lastFour);
    }
  });

  it('lets nobody without the flag check a ticket in, and changes nothing', async () => {
    const route = routes.find((candidate) => key(candidate) === 'POST /v2/ticketed-events/:id/check-in')!;
    expect(route.access).toBe('tableReserveAccess');
    for (const actor of withoutDeskFlag()) {
      const res = await app.inject({
        method: 'POST',
        url: `/v2/ticketed-events/${guestsOfA.eventId}/check-in`,
        headers: { ...actor.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ code: GUEST_MARKERS_OF_A.ticketCode, force: true }),
      });
      expect(res.statusCode, `check-in as ${actor.name}`).toBe(403);
    }
    const [ticket] = await app.deps.db.select().from(tickets).where(eq(tickets.id, guestsOfA.ticketId));
    expect(ticket!.checkedInAt).toBeNull();
  });
});
