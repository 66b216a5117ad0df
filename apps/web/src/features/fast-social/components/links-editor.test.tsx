import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAST_SOCIAL_MESSAGES } from '@venue/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { toastError } from '@/lib/toast.ts';
import type { FastSocialAll } from '../api/get-fast-social.ts';
import { fastSocialAll, socialLink, socialPermissions } from '../test/fixtures.ts';
import { renderWithProviders } from '../test/render.tsx';
import { LinksEditor } from './links-editor.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

interface SavedBody {
  accountId: string;
  links: {
    link: {
      _id?: string;
      name: string;
      url: string;
      icon: string;
      live: boolean;
      startsAt: string | null;
      endsAt: string | null;
    }[];
  };
}

function setUp(data: FastSocialAll, { role = 'owner' as 'owner' | 'staff', saveFails = false } = {}) {
  storeSession({
    activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
  });
  const api = mockApi({
    'GET /v1/user/user-permissions': () => ({ body: socialPermissions(role) }),
    'GET /fast-social/all': () => ({ body: data }),
    'POST /fast-social/links': () =>
      saveFails ? { status: 400, errorCode: 'BAD_REQUEST', errorMessage: 'Link page not found' } : { body: data },
    // The server answers the whole link page after either write (contract: FastSocialAllResponseSchema).
    'DELETE /fast-social/links': () => ({ body: data }),
  });
  const { router } = renderWithProviders(
    <LinksEditor
      data={data}
      userName="spice-route"
      publicUrl="http://localhost/v/spice-route/links"
      renderPreview={(page) => (
        <ul aria-label="Preview">
          {page.links.map((link) => (
            <li key={link.href}>{link.label}</li>
          ))}
        </ul>
      )}
    />,
  );
  const saved = () => api.callsTo('POST /fast-social/links').map((call) => call.json as SavedBody);
  return { api, saved, router };
}

/** The write controls are inert until the rights arrive (AccessGuard 'loading'). */
const rightsLoaded = () => waitFor(() => expect(document.querySelector('[data-access-guard="loading"]')).toBeNull());

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await rightsLoaded();
  await user.click(screen.getByRole('button', { name: 'Add link' }));
  return screen.findByRole('dialog', { name: 'Add link' });
}

const previewNames = () =>
  within(screen.getByRole('list', { name: 'Preview' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

// Typing whole forms outlasts 5 s on a busy machine (as restaurant-settings.test.tsx).
describe('LinksEditor', { timeout: 15_000 }, () => {
  beforeEach(() => vi.mocked(toastError).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('adds a link with its icon and posts the whole list in order', async () => {
    const user = userEvent.setup();
    const { saved } = setUp(fastSocialAll([socialLink(1)]));
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Instagram');
    const url = within(dialog).getByRole('textbox', { name: 'Link' });
    await user.clear(url);
    await user.type(url, 'https://instagram.com/spiceroute');
    await user.click(within(dialog).getByRole('radio', { name: 'Instagram' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));

    expect(await screen.findByRole('listitem', { name: 'Instagram' })).toBeInTheDocument();
    expect(previewNames()).toEqual(['Link 1', 'Instagram']);
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toEqual({
      accountId: 'd'.repeat(24),
      links: {
        link: [
          {
            _id: socialLink(1)._id,
            name: 'Link 1',
            url: 'https://example.com/1',
            icon: 'link',
            live: true,
            startsAt: null,
            endsAt: null,
          },
          {
            name: 'Instagram',
            url: 'https://instagram.com/spiceroute',
            icon: 'instagram',
            live: true,
            startsAt: null,
            endsAt: null,
          },
        ],
      },
    });
  });

  it('asks before leaving with an added link not saved, and not once it is saved', async () => {
    const user = userEvent.setup();
    const { router } = setUp(fastSocialAll());
    const dialog = await openAdd(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Instagram');
    const url = within(dialog).getByRole('textbox', { name: 'Link' });
    await user.clear(url);
    await user.type(url, 'https://instagram.com/spiceroute');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await screen.findByRole('listitem', { name: 'Instagram' });

    await act(() => router.navigate('/profile'));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(router.state.location.pathname).toBe('/');
    await user.click(within(question).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByRole('listitem', { name: 'Instagram' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save links' })).toBeDisabled());
    await act(() => router.navigate('/profile'));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'refuses %s with the message and sends nothing',
    async (bad) => {
      const user = userEvent.setup();
      const { saved } = setUp(fastSocialAll());
      const dialog = await openAdd(user);
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bad');
      const url = within(dialog).getByRole('textbox', { name: 'Link' });
      await user.clear(url);
      await user.type(url, bad);
      await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
      expect(await within(dialog).findByText(FAST_SOCIAL_MESSAGES.urlScheme)).toBeInTheDocument();
      expect(screen.queryByRole('listitem', { name: 'Bad' })).not.toBeInTheDocument();
      expect(saved()).toEqual([]);
    },
  );

  it('reorders with the keyboard buttons and turns a link off; the preview follows', async () => {
    const user = userEvent.setup();
    const { saved } = setUp(fastSocialAll([socialLink(1), socialLink(2), socialLink(3)]));
    await rightsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Move Link 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Move Link 3 up' }));
    await user.click(screen.getByRole('switch', { name: 'Link 2 live' }));
    expect(previewNames()).toEqual(['Link 3', 'Link 1']);
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    const sent = saved()[0]!.links.link;
    expect(sent.map((link) => [link.name, link.live])).toEqual([
      ['Link 3', true],
      ['Link 1', true],
      ['Link 2', false],
    ]);
  });

  it("schedules a link on the venue's clock and keeps it off the page until then", async () => {
    const user = userEvent.setup();
    const { saved } = setUp(fastSocialAll([socialLink(1)]));
    await rightsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Edit Link 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    fireEvent.change(within(dialog).getByLabelText('Show from'), { target: { value: '2099-11-24T18:30' } });
    fireEvent.change(within(dialog).getByLabelText('Show until'), { target: { value: '2099-11-20T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update link' }));
    expect(await within(dialog).findByText(FAST_SOCIAL_MESSAGES.scheduleOrder)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Show until'), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Update link' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit link' })).not.toBeInTheDocument());
    expect(previewNames()).toEqual([]);
    expect(screen.getByText('Not showing now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]!.links.link[0]).toMatchObject({ startsAt: '2099-11-24T18:30:00+05:30', endsAt: null });
  });

  it("shows 'API Error: {message}' when saving fails", async () => {
    const user = userEvent.setup();
    setUp(fastSocialAll([socialLink(1)]), { saveFails: true });
    await rightsLoaded();
    await user.click(await screen.findByRole('switch', { name: 'Link 1 live' }));
    await user.click(screen.getByRole('button', { name: 'Save links' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('API Error: Link page not found'));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('deletes a saved link only after confirmation', async () => {
    const user = userEvent.setup();
    const { api } = setUp(fastSocialAll([socialLink(1), socialLink(2)]));
    await rightsLoaded();
    await user.click(await screen.findByRole('button', { name: 'Delete Link 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(api.callsTo('DELETE /fast-social/links')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /fast-social/links')).toHaveLength(1));
    expect(api.callsTo('DELETE /fast-social/links')[0]!.json).toEqual({ _id: socialLink(2)._id });
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Link 2' })).not.toBeInTheDocument());
  });

  it('lets staff without socialProfileAccess read the links but not change them', async () => {
    setUp(fastSocialAll([socialLink(1, { clicks: 7 })]), { role: 'staff' });
    expect(await screen.findByText('7 clicks in 30 days')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save links' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Move Link 1 up' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Link 1 live', hidden: true }).closest('[data-access-guard="disable"]'),
    ).not.toBeNull();
  });
});
