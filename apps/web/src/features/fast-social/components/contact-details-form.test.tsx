import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { fastSocialAll, socialPermissions } from '../test/fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ContactDetailsForm } from './contact-details-form.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

interface SentContact {
  contactNumbers: { number: string; label: string; isPrimary: boolean }[];
  whatsappNumber?: string;
  email?: string;
  operationalHours?: unknown;
}

function setUp() {
  storeSession({
    activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
  });
  const api = mockApi({
    'GET /v1/user/user-permissions': () => ({ body: socialPermissions('owner') }),
    // The server answers the whole saved state (FastSocialAllResponseSchema).
    'POST /fast-social/contact-details': () => ({ body: fastSocialAll() }),
  });
  renderWithProviders(<ContactDetailsForm data={fastSocialAll()} />);
  return () => api.callsTo('POST /fast-social/contact-details').map((call) => call.json as SentContact);
}

describe('ContactDetailsForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps exactly one primary number, labelled "Main" by default', async () => {
    const user = userEvent.setup();
    const sent = setUp();
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    await user.click(screen.getByRole('button', { name: 'Add number' }));
    await user.type(screen.getByRole('textbox', { name: 'Number 1' }), '919000000011');
    await user.type(screen.getByRole('textbox', { name: 'Number 2' }), '919000000022');
    await user.type(screen.getByRole('textbox', { name: 'Number 3' }), '919000000033');
    expect(screen.getByRole('textbox', { name: 'Label 2' })).toHaveValue('Main');
    expect(screen.getByRole('radio', { name: 'Number 1 is primary' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Number 2 is primary' }));
    expect(screen.getByRole('radio', { name: 'Number 1 is primary' })).not.toBeChecked();
    // Removing the primary hands it to the first remaining number.
    await user.click(screen.getByRole('button', { name: 'Remove number 2' }));
    expect(screen.getByRole('radio', { name: 'Number 1 is primary' })).toBeChecked();

    // The venue's one WhatsApp number and email are edited here too (issue 35).
    await user.type(screen.getByRole('textbox', { name: /WhatsApp number/ }), '919000000044');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'hello@cafe.example');
    await waitFor(() => expect(document.querySelector('[data-access-guard="loading"]')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    const body = sent()[0]!;
    expect(body.contactNumbers.map((entry) => [entry.number, entry.label, entry.isPrimary])).toEqual([
      ['919000000011', 'Main', true],
      ['919000000033', 'Main', false],
    ]);
    expect(body).toMatchObject({ whatsappNumber: '919000000044', email: 'hello@cafe.example' });
    // Opening hours are not edited here (issue 35: "Closed" showed beside open days): one screen has them.
    expect(body.operationalHours).toBeUndefined();
    expect(screen.queryByRole('switch', { name: /closed/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opening hours' })).toHaveAttribute('href', '/profile/settings/opening-hours');
    expect(within(document.body).queryByText('Exactly one contact number must be primary')).not.toBeInTheDocument();
  }, 20_000);
});
