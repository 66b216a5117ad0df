import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateProfileRequest } from '@venue/shared';
import { categoriesRoutes, profilesRoutes } from '@venue/shared/routes';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/lib/providers.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { envelopeResponse, mockApi, type MockReply } from '@/lib/testing/mock-api.ts';
import { fakeBody, fakeKey } from '@/lib/testing/contract-fakes.ts';
import { sessionStore } from '@/lib/session.ts';
import { storeSession } from '@/lib/testing/session-fixtures.ts';
import { statusResponse } from '@/lib/testing/subscription-fixtures.ts';
import { CreateProfileDialog } from './create-profile-dialog.tsx';

const category = (id: string, name: string) => ({
  _id: id.padStart(24, '0'),
  id: id.padStart(24, '0'),
  uuid: id.padStart(24, '0'),
  name,
});
const CATEGORIES = [category('1', 'Restaurant'), category('2', 'Cafe'), category('3', 'Bar'), category('4', 'Bakery')];

const SEARCH_CATEGORIES = fakeKey(categoriesRoutes.searchCategories);
const CREATE_CATEGORY = fakeKey(categoriesRoutes.createCategory);

let server: ReturnType<typeof mockApi>;
let uploadReply: MockReply;
const onClose = vi.fn();

beforeEach(() => {
  storeSession();
  // jsdom has no object URLs; the picture preview only needs a string.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
  uploadReply = { body: { imgURL: 'https://cdn.example/p.png' } };
  server = mockApi({
    'GET /v1/user/checkProfileUserNameAvailabilty/': async ({ query }) => {
      const name = query.get('userName');
      if (name === 'slow-name') await new Promise(() => {});
      if (name === 'broken-name')
        return { status: 500, errorCode: 'INTERNAL', errorMessage: 'Something went wrong on our side. Please try again.' };
      return { body: { isUserNameAvailable: name !== 'taken-name' } };
    },
    [SEARCH_CATEGORIES]: ({ query }) => {
      const name = (query.get('name') ?? '').toLowerCase();
      const categories = CATEGORIES.filter((entry) => entry.name.toLowerCase().includes(name));
      return { body: { categories, matched: categories.find((entry) => entry.name.toLowerCase() === name) ?? null } };
    },
    [CREATE_CATEGORY]: ({ json }) => ({ body: category('9', (json as { name: string }).name) }),
    'POST /v1/user/upload': () => uploadReply,
    [fakeKey(profilesRoutes.createSocialProfile)]: ({ json }) => {
      const input = json as CreateProfileRequest;
      // The new profile as the server answers it: the owner's, nothing connected yet.
      return fakeBody(profilesRoutes.createSocialProfile, {
        _id: 'e'.repeat(24),
        profileId: 'e'.repeat(24),
        name: input.name,
        userName: input.userName,
        image: input.image || null,
        profileType: input.profileType,
        services: [],
        associatedCategories: CATEGORIES.filter((entry) => input.categoryArray?.includes(entry._id)).map(({ _id, name }) => ({
          _id,
          name,
        })),
        hasConnectedRestaurant: false,
        operationalHours: null,
        role: 'owner',
      });
    },
    'GET /v1/subscription/subscription-status': () => ({ body: statusResponse() }),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  onClose.mockClear();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderDialog() {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/profile']}>
        <CreateProfileDialog opened onClose={onClose} />
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create Profile' });
  return {
    dialog,
    name: within(dialog).getByRole('textbox', { name: /Profile Name/ }),
    userName: within(dialog).getByRole('textbox', { name: /Username/ }),
    save: within(dialog).getByRole('button', { name: 'Save' }),
  };
}

describe('Create Profile validation (spec §5)', () => {
  it('names every missing field in the spec’s words', async () => {
    const { dialog, save } = renderDialog();
    await userEvent.click(save);
    expect(await within(dialog).findByText('Profile name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select an account category')).toBeInTheDocument();
    expect(server.callsTo('POST /v1/user/createSocialProfile')).toHaveLength(0);
  });

  it('checks the lengths and the allowed username characters', async () => {
    const { dialog, name, userName } = renderDialog();
    await userEvent.type(name, 'A');
    await userEvent.type(userName, 'ab');
    await userEvent.tab();
    expect(await within(dialog).findByText('Profile name must be at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Username must be at least 3 characters')).toBeInTheDocument();
    await userEvent.type(userName, 'c d!');
    expect(
      await within(dialog).findByText('Username can only contain letters, numbers, hyphens, and underscores'),
    ).toBeInTheDocument();
    // Malformed names are never sent for an availability check.
    expect(server.callsTo('GET /v1/user/checkProfileUserNameAvailabilty/')).toHaveLength(0);
  });
});

describe('username availability and the disabled Save states', { timeout: 15_000 }, () => {
  it('checks once after the 200 ms pause and says when a name is free', async () => {
    const { dialog, userName } = renderDialog();
    await userEvent.type(userName, 'spice-route');
    expect(await within(dialog).findByText('Username is available')).toBeInTheDocument();
    const checks = server.callsTo('GET /v1/user/checkProfileUserNameAvailabilty/');
    expect(checks.map((call) => call.query.get('userName'))).toEqual(['spice-route']);
  });

  it('disables Save while the name is being checked', async () => {
    const { dialog, userName, save } = renderDialog();
    await userEvent.type(userName, 'slow-name');
    expect(within(dialog).getByText('Checking availability...')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await vi.waitFor(() => expect(server.callsTo('GET /v1/user/checkProfileUserNameAvailabilty/')).toHaveLength(1));
    expect(save).toBeDisabled();
  });

  it('disables Save for a taken name: "Username not available"', async () => {
    const { dialog, userName, save } = renderDialog();
    await userEvent.type(userName, 'taken-name');
    expect(await within(dialog).findByText('Username not available')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('says "Failed to check username availability" when the check fails', async () => {
    const { dialog, userName } = renderDialog();
    await userEvent.type(userName, 'broken-name');
    expect(await within(dialog).findByText('Failed to check username availability')).toBeInTheDocument();
  });

  it('disables Save for a business without categories until one is chosen', async () => {
    const { dialog, name, userName, save } = renderDialog();
    await userEvent.type(name, 'Spice Route');
    await userEvent.type(userName, 'spice-route');
    await within(dialog).findByText('Username is available');
    expect(save).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Business' }));
    expect(
      within(dialog).getByText('No categories selected. Business accounts require at least 1 category.'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Select Categories' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Categories' });
    await userEvent.click(await within(picker).findByRole('checkbox', { name: 'Cafe' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
    expect(save).toBeEnabled();
  });
});

describe('business categories', { timeout: 15_000 }, () => {
  async function openPicker() {
    const parts = renderDialog();
    await userEvent.click(within(parts.dialog).getByRole('radio', { name: 'Business' }));
    await userEvent.click(within(parts.dialog).getByRole('button', { name: 'Select Categories' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Categories' });
    return { ...parts, picker };
  }

  it('allows at most 3: the rest are disabled at 3', async () => {
    const { picker } = await openPicker();
    for (const name of ['Restaurant', 'Cafe', 'Bar'])
      await userEvent.click(await within(picker).findByRole('checkbox', { name }));
    expect(within(picker).getByRole('checkbox', { name: 'Bakery' })).toBeDisabled();
    expect(within(picker).getByRole('checkbox', { name: 'Cafe' })).toBeEnabled();
    expect(
      within(picker).getByText(/You Need To Add Minimum 1 And Maximum 3 Category For Your Business profile/),
    ).toBeInTheDocument();
  });

  it('searches after the pause and creates a category from the typed, trimmed text when none matches', async () => {
    const { picker, dialog } = await openPicker();
    await userEvent.type(within(picker).getByRole('textbox', { name: 'Search categories' }), '  Rooftop Bar  ');
    await userEvent.click(await within(picker).findByRole('button', { name: 'Create "Rooftop Bar"' }));
    expect(server.callsTo(CREATE_CATEGORY)[0]?.json).toEqual({ name: 'Rooftop Bar' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
    expect(await within(dialog).findByText('Rooftop Bar')).toBeInTheDocument();
  });

  it('offers no "create" for a name that exists', async () => {
    const { picker } = await openPicker();
    await userEvent.type(within(picker).getByRole('textbox', { name: 'Search categories' }), 'cafe');
    await within(picker).findByRole('checkbox', { name: 'Cafe' });
    await vi.waitFor(() => expect(server.callsTo(SEARCH_CATEGORIES).at(-1)?.query.get('name')).toBe('cafe'));
    expect(within(picker).queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
  });
});

// Typing a whole form through user-event is slow on a busy machine.
describe('saving', { timeout: 20_000 }, () => {
  async function fillBusiness() {
    const parts = renderDialog();
    await userEvent.type(parts.name, 'Spice Route');
    await userEvent.type(parts.userName, 'spice-route');
    await within(parts.dialog).findByText('Username is available');
    await userEvent.click(within(parts.dialog).getByRole('radio', { name: 'Business' }));
    await userEvent.click(within(parts.dialog).getByRole('button', { name: 'Select Categories' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Categories' });
    await userEvent.click(await within(picker).findByRole('checkbox', { name: 'Cafe' }));
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Bar' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Done' }));
    return parts;
  }

  it('sends the create-profile payload and says "Profile created successfully!"', async () => {
    const { save } = await fillBusiness();
    await userEvent.click(save);
    expect(await screen.findByText('Profile created successfully!')).toBeInTheDocument();
    expect(server.callsTo('POST /v1/user/createSocialProfile')[0]?.json).toMatchObject({
      name: 'Spice Route',
      userName: 'spice-route',
      profileType: 'business',
      categoryArray: [CATEGORIES[1]!._id, CATEGORIES[2]!._id],
      image: '',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('makes a new business profile the active one and opens /home’s set-up checklist (issue 35)', async () => {
    const { save } = await fillBusiness();
    expect(sessionStore.get().activeProfile?.profileType).toBe('personal');
    await userEvent.click(save);
    await vi.waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'));
    expect(sessionStore.get().activeProfile).toMatchObject({
      profileId: 'e'.repeat(24),
      userName: 'spice-route',
      profileType: 'business',
      name: 'Spice Route',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('still creates the profile when the picture upload fails, and says so', async () => {
    uploadReply = { status: 500, errorCode: 'INTERNAL', errorMessage: 'Something went wrong on our side. Please try again.' };
    const { dialog, save } = await fillBusiness();
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
    await userEvent.click(save);
    expect(await screen.findByText('Profile created successfully!')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload profile picture. You can update it later.')).toBeInTheDocument();
    expect(server.callsTo('POST /v1/user/upload')).toHaveLength(1);
    expect(server.callsTo('POST /v1/user/createSocialProfile')[0]?.json).toMatchObject({ image: '' });
  });

  it('shows the server’s reason when creating fails', async () => {
    server.fetchMock.mockClear();
    const { save } = await fillBusiness();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelopeResponse({ status: 409, errorCode: 'USERNAME_TAKEN', errorMessage: 'Username not available' })),
    );
    await userEvent.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Username not available');
  });
});
