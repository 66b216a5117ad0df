import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES, PAYMENT_SUCCESS_REDIRECT_MS } from '@venue/shared';
import { paths } from '@/config/paths.ts';
import { sessionStore } from '@/lib/session.ts';
import { statusResponse } from '../test/fixtures.ts';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { renderAt } from '../test/render.tsx';
import { PaymentCallbackScreen } from './payment-callback-screen.tsx';

const PARAMS = {
  razorpay_payment_id: 'pay_sandbox_1',
  razorpay_payment_link_id: 'plink_sandbox_1',
  razorpay_payment_link_reference_id: '5e1ec7000000000000000abc',
  razorpay_payment_link_status: 'paid',
  razorpay_signature: 'f'.repeat(64),
};
const VERIFY = 'GET /v1/subscription/payment-verification';
const STATUS_BODY = statusResponse({ menu: { status: 'active' } });

const urlWith = (params: Record<string, string>) =>
  `${paths.subscriptionPaymentCallback.getHref()}?${new URLSearchParams(params).toString()}`;
const open = (params: Record<string, string>) =>
  renderAt(<PaymentCallbackScreen />, { path: paths.subscriptionPaymentCallback.path, url: urlWith(params) });
const location = () => screen.getAllByTestId('location')[0]!.textContent;

beforeEach(() => {
  storeSession({ activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business' } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('payment callback page', () => {
  it.each(Object.keys(PARAMS))('refuses without %s and never calls the server', async (missing) => {
    const api = mockApi({});
    open({ ...PARAMS, [missing]: '' });
    expect(screen.getByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.missingParameters)).toBeInTheDocument();
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('verifies once, shows the server message, refreshes the billing alerts and goes to /profile after 2000 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    localStorage.setItem('serviceAlerts', JSON.stringify([{ service: 'digital-menu', type: 'overdue' }]));
    const api = mockApi({
      [VERIFY]: () => ({
        body: { message: PAYMENT_MESSAGES.verified, termId: 't', invoiceId: 'i', invoiceNumber: 'SR/2026-27/00001' },
      }),
      'GET /v1/subscription/subscription-status': () => ({ body: STATUS_BODY }),
    });
    open(PARAMS);
    expect(screen.getByRole('heading', { name: 'Verifying Payment' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.verified)).toBeInTheDocument();
    // StrictMode ran the effect twice; the payment was still verified once, with the five parameters.
    expect(api.callsTo(VERIFY)).toHaveLength(1);
    expect(Object.fromEntries(api.callsTo(VERIFY)[0]!.query)).toEqual(PARAMS);
    expect(JSON.parse(localStorage.getItem('serviceAlerts')!)).toEqual([]);
    expect(api.callsTo('GET /v1/subscription/subscription-status')[0]!.query.get('profileId')).toBe(CAFE.profileId);

    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_SUCCESS_REDIRECT_MS - 20));
    expect(location()).toContain(paths.subscriptionPaymentCallback.getHref());
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(location()).toBe(paths.profile.getHref());
  });

  it.each([
    [PAYMENT_MESSAGES.termNotFound, 404, PAYMENT_MESSAGES.termNotFoundShown],
    [PAYMENT_MESSAGES.invalidReference, 400, PAYMENT_MESSAGES.invalidReferenceShown],
    [PAYMENT_MESSAGES.invalidSignature, 400, PAYMENT_MESSAGES.otherShown],
  ])('shows the spec §8 sentence for "%s"', async (serverMessage, status, shown) => {
    const api = mockApi({ [VERIFY]: () => ({ status, errorCode: 'BAD_REQUEST', errorMessage: serverMessage }) });
    open(PARAMS);
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(serverMessage)).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(1));
    expect(location()).toContain(paths.subscriptionPaymentCallback.getHref());
  });

  it('says a payment that was not completed is just that, and offers to try again, never "contact support" (issue 36)', async () => {
    const api = mockApi({
      [VERIFY]: () => ({ status: 422, errorCode: 'BUSINESS_RULE', errorMessage: PAYMENT_MESSAGES.notPaid }),
    });
    open({ ...PARAMS, razorpay_payment_link_status: 'cancelled' });
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.notPaidShown)).toBeInTheDocument();
    expect(screen.queryByText(/contact support/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', paths.subscriptionPlans.getHref());
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(1));
  });

  it('says a payment for a cancelled, replaced or expired term is refunded, never "Payment Error", and stays', async () => {
    const api = mockApi({
      [VERIFY]: () => ({ status: 409, errorCode: 'PAYMENT_REFUNDED', errorMessage: PAYMENT_MESSAGES.refunded }),
    });
    open(PARAMS);
    expect(await screen.findByRole('heading', { name: 'Payment Refunded' })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.refundedShown)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Error' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', paths.subscriptionPlans.getHref());
    await waitFor(() => expect(api.callsTo(VERIFY)).toHaveLength(1));
    expect(location()).toContain(paths.subscriptionPaymentCallback.getHref());
  });
});
