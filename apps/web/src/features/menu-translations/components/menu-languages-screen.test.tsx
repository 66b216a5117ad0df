import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENU_LANGUAGES, type TranslationEntry, type TranslationsBody } from '@venue/shared';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, permissionsReply, renderWithProviders, rightsLoaded } from '@/lib/testing/render.tsx';
import { MenuLanguagesScreen } from './menu-languages-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const PROFILE_ID = 'c'.repeat(24);
const AVAILABLE = MENU_LANGUAGES.map(({ code, name, nativeName }) => ({ code, name, nativeName }));
const ITEM_ID = 'a'.repeat(24);

const entry = (fields: Partial<TranslationEntry> & Pick<TranslationEntry, 'entityType' | '_id'>): TranslationEntry => ({
  parentId: null,
  original: { name: '', description: '' },
  name: '',
  description: '',
  missing: true,
  ...fields,
});

const ENTRIES: TranslationEntry[] = [
  entry({
    entityType: 'category',
    _id: 'b'.repeat(24),
    original: { name: 'Food', description: '' },
    name: 'खाना',
    missing: false,
  }),
  entry({ entityType: 'item', _id: ITEM_ID, original: { name: 'Paneer Tikka', description: 'Smoky cottage cheese' } }),
  entry({ entityType: 'variety', _id: `${ITEM_ID}:0`, original: { name: 'Half', description: '' } }),
];
const counts = (category: number, item: number, variety: number) => ({
  category,
  subCategory: 0,
  item,
  variety,
  total: category + item + variety,
});
const BODY: TranslationsBody = { lang: 'hi', entries: ENTRIES, missing: counts(0, 1, 1), total: counts(1, 1, 1) };

function start(role: 'owner' | 'staff' = 'owner') {
  return mockApi({
    'GET /v1/user/user-permissions': () => permissionsReply(role),
    'GET /v2/menu-languages': () => ({ body: { languages: ['en', 'hi'], available: AVAILABLE } }),
    'PUT /v2/menu-languages': (call) => ({
      body: { languages: ['en', ...(call.json as { languages: string[] }).languages], available: AVAILABLE },
    }),
    'GET /v2/translations': () => ({ body: BODY }),
    'PUT /v2/translations': (call) => {
      const sent = call.json as { name: string; description?: string };
      return {
        body: {
          entry: { ...ENTRIES[1]!, name: sent.name, description: sent.description ?? '', missing: false },
          missing: counts(0, 0, 1),
        },
      };
    },
  });
}

describe('MenuLanguagesScreen (decisions §7)', () => {
  beforeEach(() => logInToVenue(PROFILE_ID));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each entity beside its translation, counts what is missing and filters to it', async () => {
    const user = userEvent.setup();
    start();
    renderWithProviders(<MenuLanguagesScreen profileId={PROFILE_ID} />);
    expect(await screen.findByText('2 of 3 missing in Hindi')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hindi · हिन्दी' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Hindi name for Food' })).toHaveValue('खाना');
    // A dish has a description to translate; a category and a variety do not.
    expect(screen.getByRole('textbox', { name: 'Hindi description for Paneer Tikka' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Hindi description for Half' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Missing only' }));
    expect(screen.queryByRole('textbox', { name: 'Hindi name for Food' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Hindi name for Half' })).toBeInTheDocument();
  });

  it('saves a dish with Enter from the keyboard and updates the count', async () => {
    const user = userEvent.setup();
    const api = start();
    renderWithProviders(<MenuLanguagesScreen profileId={PROFILE_ID} />);
    await rightsLoaded();
    const name = await screen.findByRole('textbox', { name: 'Hindi name for Paneer Tikka' });
    await user.type(name, 'पनीर टिक्का');
    await user.type(screen.getByRole('textbox', { name: 'Hindi description for Paneer Tikka' }), 'धुएँदार पनीर');
    await user.type(name, '{Enter}');
    await waitFor(() => expect(api.callsTo('PUT /v2/translations')).toHaveLength(1));
    expect(api.callsTo('PUT /v2/translations')[0]!.json).toEqual({
      entityType: 'item',
      _id: ITEM_ID,
      lang: 'hi',
      name: 'पनीर टिक्का',
      description: 'धुएँदार पनीर',
    });
    expect(await screen.findByText('1 of 3 missing in Hindi')).toBeInTheDocument();
  });

  it('saves the picked languages in the list’s order', async () => {
    const user = userEvent.setup();
    const api = start();
    renderWithProviders(<MenuLanguagesScreen profileId={PROFILE_ID} />);
    await rightsLoaded();
    await user.click(await screen.findByRole('checkbox', { name: 'Tamil · தமிழ்' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bengali · বাংলা' }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));
    await waitFor(() => expect(api.callsTo('PUT /v2/menu-languages')).toHaveLength(1));
    expect(api.callsTo('PUT /v2/menu-languages')[0]!.json).toEqual({ languages: ['bn', 'hi', 'ta'] });
  });

  it('lets staff without menu access read but not save', async () => {
    start('staff');
    renderWithProviders(<MenuLanguagesScreen profileId={PROFILE_ID} />);
    await rightsLoaded();
    const row = (await screen.findByRole('textbox', { name: 'Hindi name for Food' })).closest('li')!;
    expect(within(row as HTMLElement).getByRole('button', { name: /Save/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save languages' })).toBeDisabled();
  });
});
