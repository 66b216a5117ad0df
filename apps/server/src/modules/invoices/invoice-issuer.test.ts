import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_SUPPLIER } from '../../config.ts';
import { invoices } from '../../db/schema/index.ts';
import { call } from '../../../test/fixtures.ts';
import { newVenueSubscribing } from '../../../test/billing-kit.ts';
import { paySandboxLink } from '../../../test/sandbox-payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * The seller an invoice prints is its own app's (SUPPLIER_*), not the last app built in the
 * process: two apps side by side, as in a test worker, each issue in their own name.
 */

const OWN_SUPPLIER = {
  SUPPLIER_NAME: 'Aruna Hosting Services Pvt Ltd',
  SUPPLIER_ADDRESS: '4th Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
  SUPPLIER_GSTIN: DEMO_SUPPLIER.gstin,
};

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp(OWN_SUPPLIER);
  // Built after the first: a seller kept by the process would now be the demo supplier.
  second = await createTestApp();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** A venue subscribes and pays on the sandbox checkout; the invoice row its payment issued. */
async function paidInvoiceOf(t: TestApp) {
  const { venue, body } = await newVenueSubscribing(t.app);
  const paid = await paySandboxLink(t.app, new URL(body.paymentUrl).pathname.split('/').pop()!);
  const query = new URLSearchParams(paid.callbackQuery);
  const verified = await call(t.app, { method: 'GET', url: `/v1/subscription/payment-verification?${query}` });
  expect(verified.status, verified.raw.body).toBe(200);
  const [invoice] = await t.app.deps.db.select().from(invoices).where(eq(invoices.profileId, venue.profile.id));
  return invoice!;
}

describe('the seller on an invoice', () => {
  it('is the app’s own supplier, whichever app was built last', async () => {
    expect((await paidInvoiceOf(first)).supplier).toMatchObject({
      name: OWN_SUPPLIER.SUPPLIER_NAME,
      address: OWN_SUPPLIER.SUPPLIER_ADDRESS,
    });
    expect((await paidInvoiceOf(second)).supplier).toMatchObject({ name: DEMO_SUPPLIER.name });
  });
});
