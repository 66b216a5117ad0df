import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUSINESS_PROFILE_MESSAGES, GSTIN_MESSAGE, type BusinessProfileDetails } from '@venue/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { createQueryWrapper } from '@/lib/testing/query-wrapper.tsx';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { EditBusinessProfileForm } from './edit-business-profile-form.tsx';
import { InDataRouter } from '@/lib/testing/render.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const DETAILS: BusinessProfileDetails = {
  profileId: CAFE.profileId,
  name: 'Spice Route',
  userName: 'spice-route',
  image: null,
  categories: [{ _id: 'f'.repeat(24), name: 'Cafe' }],
  gst: null,
  WhatsappPhoneNumber: null,
  businessNumber: null,
  fssaiLicence: null,
};

function setUp(read: () => { status?: number; body?: unknown } = () => ({ body: DETAILS })) {
  storeSession({
    activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
  });
  const api = mockApi({
    'GET /v1/user/user-permissions': () => ({
      body: {
        role: 'owner',
        permissions: {
          digitalMenuAccess: { value: true },
          tableReserveAccess: { value: true },
          socialProfileAccess: { value: true },
        },
      },
    }),
    'GET /v1/profiles': read,
    'POST /v1/profiles': (call) => ({ body: { ...DETAILS, ...(call.json as object) } }),
  });
  const { wrapper: Wrapper } = createQueryWrapper();
  render(
    <MantineProvider env="test">
      <Wrapper>
        <InDataRouter>
          <EditBusinessProfileForm />
        </InDataRouter>
      </Wrapper>
    </MantineProvider>,
  );
  return api;
}

describe('EditBusinessProfileForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the GSTIN check character and the 14-digit FSSAI number before saving', async () => {
    const user = userEvent.setup();
    const api = setUp();
    const gstin = await screen.findByRole('textbox', { name: 'GSTIN' });
    // 27AAPFU0939F1ZV is valid; the same with a wrong last character is not.
    await user.type(gstin, '27AAPFU0939F1ZW');
    await user.type(screen.getByRole('textbox', { name: 'FSSAI licence number' }), '1234567890123');
    await waitFor(() => expect(document.querySelector('[data-access-guard="loading"]')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GSTIN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(BUSINESS_PROFILE_MESSAGES.fssai)).toBeInTheDocument();
    expect(api.callsTo('POST /v1/profiles')).toEqual([]);

    await user.clear(gstin);
    await user.type(gstin, '27aapfu0939f1zv');
    await user.type(screen.getByRole('textbox', { name: 'FSSAI licence number' }), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /v1/profiles')).toHaveLength(1));
    expect(api.callsTo('POST /v1/profiles')[0]!.json).toMatchObject({
      name: 'Spice Route',
      gst: '27AAPFU0939F1ZV',
      fssaiLicence: '12345678901234',
      categoryArray: ['f'.repeat(24)],
    });
  });

  it("says 'Failed to fetch user profile: {status}' when the profile cannot be read", async () => {
    // A refusal: the generic fetcher asks again only after faults (lib/generic-query.test.tsx).
    setUp(() => ({ status: 404 }));
    expect(await screen.findByText('Failed to fetch user profile: 404')).toBeInTheDocument();
  });
});
