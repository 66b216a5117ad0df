import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/lib/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { mockApi, type MockReply } from '@/lib/testing/mock-api.ts';
import { CAFE, PERSONAL, USER, USER_PROFILE } from '@/lib/testing/session-fixtures.ts';
import { LoginForm } from './login-form.tsx';

const TOKENS = {
  access: { token: 'access-1', expires: '2099-01-01T00:00:00Z' },
  refresh: { token: 'refresh-1', expires: '2099-01-01T00:00:00Z' },
};

function renderForm(
  validate: () => MockReply,
  login: () => MockReply = () => ({ body: { mobileNumber: '+919000000011', resendAfter: 30, expiresIn: 300 } }),
) {
  const server = mockApi({
    'POST /v1/user/userLogin': login,
    'POST /v1/user/validateOtp': validate,
    'GET /v1/user/socialProfiles': () => ({ body: { profiles: [CAFE, PERSONAL] } }),
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <LoginForm />
    </AppProviders>,
  );
  return server;
}

async function sendCode(digits = '9000000011') {
  await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), digits);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('login', { timeout: 15_000 }, () => {
  it("picks the country code with the phone's own picker and sends the number in that country's form", async () => {
    const server = renderForm(() => ({ body: null }));
    const country = screen.getByRole('combobox', { name: 'Country code' });
    // A native <select> (issue 15: no popover machinery on the login page).
    expect(country.tagName).toBe('SELECT');
    expect(country).toHaveValue('IN');
    await userEvent.selectOptions(country, 'AE +971');
    await sendCode('501234567');
    expect(server.callsTo('POST /v1/user/userLogin')[0]?.json).toEqual({ mobileNumber: '+971501234567' });
  });

  it('refuses a number that is not a valid mobile number, and keeps digits only', async () => {
    const server = renderForm(() => ({ body: null }));
    await sendCode('12-34 5abc');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('12345');
    expect(screen.getByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(server.callsTo('POST /v1/user/userLogin')).toHaveLength(0);
  });

  it('sends the number in E.164 (India by default), then stores the session under their venue', async () => {
    const server = renderForm(() => ({
      body: { token: TOKENS, user: USER, userProfile: USER_PROFILE, businessProfiles: [CAFE] },
    }));
    await sendCode();
    expect(server.callsTo('POST /v1/user/userLogin')[0]?.json).toEqual({ mobileNumber: '+919000000011' });
    expect(await screen.findByText(/Resend code in 0:(30|29)/)).toBeInTheDocument();
    // A pasted code with a space is fine and submits by itself at six digits.
    await userEvent.click(screen.getByRole('textbox', { name: 'Verification code' }));
    await userEvent.paste('111 111');
    await vi.waitFor(() => expect(sessionStore.get().isLoggedIn).toBe(true));
    expect(server.callsTo('POST /v1/user/validateOtp')[0]?.json).toEqual({ mobileNumber: '+919000000011', otp: '111111' });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(localStorage.getItem('userId')).toBe(USER.uuid);
    expect(sessionStore.get().activeProfile).toMatchObject({ profileId: CAFE.profileId, profileType: 'business' });
  });

  it('shows the server’s words for a wrong code', async () => {
    renderForm(() => ({ status: 422, errorCode: 'OTP_INVALID', errorMessage: 'Incorrect code. 4 tries left.' }));
    await sendCode();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification code' }), '000000');
    expect(await screen.findByText('Incorrect code. 4 tries left.')).toBeInTheDocument();
    expect(sessionStore.get().isLoggedIn).toBe(false);
  });

  it('never sends a refused code again: not on a stray keystroke, Enter or the button; a changed digit goes', async () => {
    const server = renderForm(() => ({ status: 422, errorCode: 'OTP_INVALID', errorMessage: 'Incorrect code. 4 tries left.' }));
    await sendCode();
    const field = await screen.findByRole('textbox', { name: 'Verification code' });
    await userEvent.type(field, '000000');
    expect(await screen.findByText('Incorrect code. 4 tries left.')).toBeInTheDocument();
    expect(server.callsTo('POST /v1/user/validateOtp')).toHaveLength(1);
    // A seventh digit is dropped, leaving the same six; Enter; the button is held.
    await userEvent.type(field, '0{Enter}');
    expect(field).toHaveValue('000000');
    expect(screen.getByRole('button', { name: 'Verify and continue' })).toBeDisabled();
    expect(server.callsTo('POST /v1/user/validateOtp')).toHaveLength(1);
    await userEvent.type(field, '{Backspace}1');
    await vi.waitFor(() => expect(server.callsTo('POST /v1/user/validateOtp')).toHaveLength(2));
    expect(server.callsTo('POST /v1/user/validateOtp')[1]?.json).toMatchObject({ otp: '000001' });
  });

  it('asks for a new code when the code expired or had too many tries', async () => {
    renderForm(() => ({
      status: 422,
      errorCode: 'OTP_TOO_MANY_TRIES',
      errorMessage: 'Too many wrong tries. Request a new code.',
    }));
    await sendCode();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Verification code' }), '000000');
    expect(await screen.findByText('Too many wrong tries. Request a new code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify and continue' })).toBeDisabled();
  });

  it('says how long to wait when rate limited, and holds the button', async () => {
    renderForm(
      () => ({ body: null }),
      () => ({
        status: 429,
        errorCode: 'RATE_LIMITED',
        errorMessage: 'Too many codes requested.',
        headers: { 'Retry-After': '120' },
      }),
    );
    await sendCode();
    expect(await screen.findByText('Too many codes requested. Please try again in 2 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again in 1[12]\ds/ })).toBeDisabled();
  });
});
