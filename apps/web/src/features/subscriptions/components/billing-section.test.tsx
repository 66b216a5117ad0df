import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BILLING_MESSAGES, type InvoiceSummary } from '@venue/shared';
import { ACCESS_RESTRICTED_TITLE } from '@/components/access-guard/index.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { permissionsBody, statusResponse } from '../test/fixtures.ts';
import { currentFinancialYearStart } from '../utils/billing-format.ts';
import { BillingSection } from './billing-section.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const INVOICE: InvoiceSummary = {
  _id: 'e'.repeat(24),
  number: 'SR/2026-27/00007',
  kind: 'invoice',
  relatedInvoice: null,
  isCancelled: false,
  issuedAt: '2026-11-20T06:30:00.000Z',
  invoiceDate: '2026-11-20',
  service: 'digital-menu',
  planName: 'Starter',
  periodStart: '2026-11-20',
  periodEnd: '2026-12-20',
  taxablePaise: 49_900,
  cgstPaise: 4491,
  sgstPaise: 4491,
  igstPaise: 0,
  totalPaise: 58_882,
  pdfPath: `/v1/subscription/invoices/${'e'.repeat(24)}/pdf`,
};

function serve(
  role: 'owner' | 'manager' | 'staff',
  { invoices = [INVOICE], billingDetails = null }: { invoices?: InvoiceSummary[]; billingDetails?: object | null } = {},
) {
  const api = mockApi({
    'GET /v1/user/user-permissions': () => ({ body: permissionsBody(role) }),
    'GET /v1/subscription/subscription-status': () => ({
      body: statusResponse({
        menu: {
          status: 'overdue',
          planId: '1',
          planName: 'Starter',
          interval: 'monthly',
          nextDueDate: '2026-11-18',
          lateFeePaise: 5900,
        },
      }),
    }),
    'GET /v1/subscription/billing-details': () => ({ body: billingDetails }),
    'PUT /v1/subscription/billing-details': (call) => ({ body: { gstin: null, ...(call.json as object) } }),
    'GET /v1/subscription/invoices/by-year': () => ({ body: { financialYear: '2026-27', invoices } }),
    [`POST /v1/subscription/invoices/${INVOICE._id}/reissue`]: () => ({
      body: {
        creditNote: { _id: 'c'.repeat(24), number: 'CN/2026-27/00001' },
        invoice: { _id: 'f'.repeat(24), number: 'SR/2026-27/00008' },
      },
    }),
  });
  // The PDF is not the envelope: answer it as the server does, as bytes.
  const envelopeFetch = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === INVOICE.pdfPath) {
      api.calls.push({
        method: 'GET',
        path: INVOICE.pdfPath,
        query: new URLSearchParams(),
        headers: new Headers(init?.headers),
        json: null,
      });
      return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    }
    return envelopeFetch(input, init);
  });
  return api;
}

function renderSection() {
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <BillingSection /> }])} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  storeSession({ activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

// Typing and Mantine's combobox are slow on a loaded machine; nothing here waits on a clock.
describe('billing on /profile', { timeout: 20_000 }, () => {
  it('shows each service, the invoices of the current financial year, and downloads a PDF with the token', async () => {
    const api = serve('owner');
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderSection();

    // The first answers wait on the permissions call; a loaded machine may take over a second.
    const slow = { timeout: 4000 };
    const menu = await screen.findByRole('generic', { name: 'Digital menu' }, slow);
    await waitFor(() => expect(within(menu).getByText('Overdue')).toBeInTheDocument(), slow);
    expect(within(menu).getByText('Next payment due 18 Nov 2026')).toBeInTheDocument();
    expect(within(menu).getByText('Late fee ₹59 added to the next payment')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/digital-menu-plans');
    expect(within(screen.getByRole('generic', { name: 'Table reservation' })).getByText('Not subscribed')).toBeInTheDocument();

    const row = (await screen.findByText('SR/2026-27/00007', {}, slow)).closest('tr')!;
    expect(within(row).getByText('₹588.82')).toBeInTheDocument();
    expect(within(row).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(api.callsTo('GET /v1/subscription/invoices/by-year')[0]!.query.get('year')).toBe(String(currentFinancialYearStart()));

    await userEvent.click(within(row).getByRole('button', { name: 'Download PDF of invoice SR/2026-27/00007' }));
    await waitFor(() => expect(clicked).toEqual(['invoice-SR-2026-27-00007.pdf']), slow);
    const pdfCall = api.calls.find((call) => call.path === INVOICE.pdfPath)!;
    expect(pdfCall.headers.get('Authorization')).toBe('Bearer access-1');
    expect(pdfCall.headers.get('X-Profile-ID')).toBe(CAFE.profileId);
    expect(createObjectURL.mock.calls[0]![0].size).toBe('%PDF-1.7'.length);
  });

  it('asks for another financial year when one is picked', async () => {
    const api = serve('manager');
    renderSection();
    await screen.findByText('SR/2026-27/00007', {}, { timeout: 4000 });
    const previous = currentFinancialYearStart() - 1;
    await userEvent.click(screen.getByRole('textbox', { name: 'Financial year' }));
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(`FY ${previous}-`) }));
    await waitFor(() =>
      expect(api.callsTo('GET /v1/subscription/invoices/by-year').map((call) => call.query.get('year'))).toContain(
        String(previous),
      ),
    );
  });

  it('saves the billing details with a state from the GST list and an upper-cased GSTIN', async () => {
    const api = serve('owner');
    renderSection();
    const form = await screen.findByRole('form', { name: 'Billing details' }, { timeout: 4000 });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Legal name' }), 'Spice Route Foods LLP');
    await userEvent.click(within(form).getByRole('button', { name: 'Save billing details' }));
    expect(await within(form).findByText('Choose a state')).toBeInTheDocument();
    expect(within(form).getByText('Enter the address to bill')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Address' }), '12 MG Road, Bengaluru 560001');
    expect(api.callsTo('PUT /v1/subscription/billing-details')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('textbox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karnataka (29)' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'GSTIN (optional)' }), '29aaacv0000d1z4');
    await userEvent.click(within(form).getByRole('button', { name: 'Save billing details' }));
    expect(await within(form).findByText('Enter a valid 15-character GSTIN')).toBeInTheDocument();
    // A valid Maharashtra GSTIN with Karnataka chosen: the state and the registration disagree.
    await userEvent.clear(within(form).getByRole('textbox', { name: 'GSTIN (optional)' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'GSTIN (optional)' }), '27AAPFU0939F1ZV');
    await userEvent.click(within(form).getByRole('button', { name: 'Save billing details' }));
    expect(await within(form).findByText(BILLING_MESSAGES.gstinStateMismatch)).toBeInTheDocument();
    expect(api.callsTo('PUT /v1/subscription/billing-details')).toHaveLength(0);
    await userEvent.clear(within(form).getByRole('textbox', { name: 'GSTIN (optional)' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'GSTIN (optional)' }), '29aaacv0000d1z3');
    await userEvent.click(within(form).getByRole('button', { name: 'Save billing details' }));
    await waitFor(() => expect(api.callsTo('PUT /v1/subscription/billing-details')).toHaveLength(1));
    expect(api.callsTo('PUT /v1/subscription/billing-details')[0]!.json).toEqual({
      legalName: 'Spice Route Foods LLP',
      address: '12 MG Road, Bengaluru 560001',
      stateCode: '29',
      gstin: '29AAACV0000D1Z3',
    });
  });

  it('lists credit notes, and corrects an invoice with a credit note and a new invoice after confirming', async () => {
    const creditNote: InvoiceSummary = {
      ...INVOICE,
      _id: 'a'.repeat(24),
      number: 'CN/2026-27/00001',
      kind: 'credit-note',
      relatedInvoice: { _id: 'b'.repeat(24), number: 'SR/2026-27/00003' },
    };
    const cancelled: InvoiceSummary = { ...INVOICE, _id: 'b'.repeat(24), number: 'SR/2026-27/00003', isCancelled: true };
    const api = serve('owner', {
      invoices: [INVOICE, creditNote, cancelled],
      billingDetails: { legalName: 'Spice Route', address: '12 MG Road, Bengaluru 560001', stateCode: '29', gstin: null },
    });
    renderSection();
    const slow = { timeout: 4000 };
    const noteRow = (await screen.findByText('CN/2026-27/00001', {}, slow)).closest('tr')!;
    expect(within(noteRow).getByText('Credit note')).toBeInTheDocument();
    expect(within(noteRow).getByText('cancels SR/2026-27/00003')).toBeInTheDocument();
    expect(within(noteRow).queryByRole('button', { name: /Correct details/ })).toBeNull();
    const cancelledRow = screen.getByText('SR/2026-27/00003', { selector: 'p' }).closest('tr')!;
    expect(within(cancelledRow).getByText('Cancelled by credit note')).toBeInTheDocument();
    expect(within(cancelledRow).queryByRole('button', { name: /Correct details/ })).toBeNull();

    const row = screen.getByText('SR/2026-27/00007').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Correct details of invoice SR/2026-27/00007' }));
    const form = await screen.findByRole('form', { name: 'Corrected billing details' }, slow);
    const name = within(form).getByRole('textbox', { name: 'Legal name' });
    await waitFor(() => expect(name).toHaveValue('Spice Route'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Spice Route Foods LLP');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/will be cancelled by a credit note/)).toBeInTheDocument();
    expect(api.callsTo(`POST /v1/subscription/invoices/${INVOICE._id}/reissue`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Issue credit note and new invoice' }));
    await waitFor(() => expect(api.callsTo(`POST /v1/subscription/invoices/${INVOICE._id}/reissue`)).toHaveLength(1));
    expect(api.callsTo(`POST /v1/subscription/invoices/${INVOICE._id}/reissue`)[0]!.json).toEqual({
      legalName: 'Spice Route Foods LLP',
      address: '12 MG Road, Bengaluru 560001',
      stateCode: '29',
    });
  });

  it('staff see the restricted mask and nothing of the billing is fetched', async () => {
    const api = serve('staff');
    renderSection();
    expect(await screen.findByText(ACCESS_RESTRICTED_TITLE, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(api.callsTo('GET /v1/subscription/invoices/by-year')).toHaveLength(0);
    expect(api.callsTo('GET /v1/subscription/billing-details')).toHaveLength(0);
  });
});
