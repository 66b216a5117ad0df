import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Role, TeamAuditEntry, TeamMember } from '@venue/shared';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionStore } from '@/lib/session.ts';
import { envelopeResponse } from '@/lib/testing/mock-api.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { TeamScreen } from './team-screen.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const PROFILE_ID = 'c'.repeat(24);
const NO_FLAGS = { digitalMenuAccess: false, tableReserveAccess: false, socialProfileAccess: false };

function member(overrides: Partial<TeamMember>): TeamMember {
  const id = overrides.memberId ?? Math.random().toString(16).slice(2).padEnd(24, '0').slice(0, 24);
  return {
    _id: id,
    memberId: id,
    userId: 'u'.repeat(24),
    name: null,
    mobileNumber: '919000000099',
    image: null,
    role: 'staff',
    permissions: NO_FLAGS,
    hasLoggedIn: true,
    isYou: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const OWNER = member({
  memberId: '1'.repeat(24),
  userId: '1'.repeat(24),
  name: 'Priya Owner',
  mobileNumber: '919000000013',
  role: 'owner',
  isYou: true,
  permissions: { digitalMenuAccess: true, tableReserveAccess: true, socialProfileAccess: true },
});
const STAFF = member({
  memberId: '2'.repeat(24),
  userId: '2'.repeat(24),
  name: 'Ravi Staff',
  mobileNumber: '919000000014',
  permissions: { ...NO_FLAGS, tableReserveAccess: true },
});
const INVITE = member({ memberId: '3'.repeat(24), userId: null, mobileNumber: '919000000015', hasLoggedIn: false });

const AUDIT: TeamAuditEntry[] = [
  {
    _id: '4'.repeat(24),
    action: 'member.invited',
    actor: { userId: OWNER.userId!, name: 'Priya Owner', mobileNumber: OWNER.mobileNumber },
    target: { memberId: INVITE.memberId, mobileNumber: INVITE.mobileNumber },
    role: 'staff',
    permissions: { ...NO_FLAGS, digitalMenuAccess: true },
    previous: null,
    createdAt: '2026-03-01T10:00:00.000Z',
  },
];

interface Server {
  role: Role;
  members: TeamMember[];
  posts: Array<{ path: string; body: Record<string, unknown> }>;
  editAnswer?: () => Response;
}

function startServer(server: Server) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/v1/user/user-permissions') {
        const all = server.role !== 'staff';
        return envelopeResponse({
          body: {
            role: server.role,
            permissions: {
              digitalMenuAccess: { value: all },
              tableReserveAccess: { value: all },
              socialProfileAccess: { value: false },
            },
          },
        });
      }
      if (url.pathname === '/v1/user/users')
        return server.role === 'staff'
          ? envelopeResponse({ status: 403, errorCode: 'FORBIDDEN', errorMessage: 'Only the owner or a manager can do this' })
          : envelopeResponse({ body: { users: server.members } });
      if (url.pathname === '/v1/user/team-audit') return envelopeResponse({ body: { events: AUDIT } });
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      server.posts.push({ path: url.pathname, body });
      if (url.pathname === '/v1/user/editUserRoleAndPermissions') {
        if (server.editAnswer) return server.editAnswer();
        const added = member({
          userId: null,
          mobileNumber: '91' + String(body.mobileNumber),
          hasLoggedIn: false,
          role: body.role as Role,
        });
        return envelopeResponse({ body: { user: added, created: true } });
      }
      if (url.pathname === '/v1/user/deleteUserAccess')
        return envelopeResponse({ body: { removed: { memberId: STAFF.memberId, mobileNumber: STAFF.mobileNumber } } });
      return envelopeResponse({ status: 404, errorMessage: 'No such call' });
    }),
  );
}

function renderScreen() {
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <TeamScreen />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('TeamScreen', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    vi.mocked(toastError).mockClear();
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem(
      'activeBusinessProfile',
      JSON.stringify({ profileId: PROFILE_ID, userName: 'spice_route', profileType: 'business', name: 'Spice Route' }),
    );
    sessionStore.reload();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.reload();
  });

  it('lists members with their numbers, roles, flags and pending invites, and the audit trail', async () => {
    startServer({ role: 'owner', members: [OWNER, STAFF, INVITE], posts: [] });
    renderScreen();
    const staffRow = await screen.findByTestId('member-919000000014');
    expect(within(staffRow).getByText('Ravi Staff')).toBeInTheDocument();
    expect(within(staffRow).getByText('+91 90000 00014')).toBeInTheDocument();
    expect(within(staffRow).getByRole('switch', { name: 'Table reservations for Ravi Staff' })).toBeChecked();
    expect(within(staffRow).getByRole('switch', { name: 'Digital menu for Ravi Staff' })).not.toBeChecked();
    expect(within(screen.getByTestId('member-919000000015')).getByText('Invite pending')).toBeInTheDocument();
    expect(within(screen.getByTestId('member-919000000013')).getByText('Owner')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Priya Owner' })).toBeNull();
    expect(await screen.findByText('Invited +91 90000 00015 as Staff (Digital menu)')).toBeInTheDocument();
  });

  it('adds a member by phone number with a role and flags', async () => {
    const server: Server = { role: 'owner', members: [OWNER], posts: [] };
    startServer(server);
    renderScreen();
    await screen.findByTestId('member-919000000013');
    await waitFor(() => expect(document.querySelector('[data-access-guard]')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team member' });
    await userEvent.type(within(dialog).getByLabelText(/Mobile number/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await within(dialog).findByText('Enter a valid mobile number')).toBeInTheDocument();
    expect(server.posts).toHaveLength(0);

    const input = within(dialog).getByLabelText(/Mobile number/);
    await userEvent.clear(input);
    await userEvent.type(input, '90000-00016');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Table reservations/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]).toEqual({
      path: '/v1/user/editUserRoleAndPermissions',
      body: {
        profileId: PROFILE_ID,
        mobileNumber: '9000000016',
        role: 'staff',
        permissions: { ...NO_FLAGS, tableReserveAccess: true },
      },
    });
    // Known or not, a new number is an invite (issue 34): the message is true of both.
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Invite saved',
        description: '+91 90000 00016 gets access the next time they log in with this number; an SMS tells them so.',
      }),
    );
  });

  it("shows the server's message when a change is refused", async () => {
    startServer({
      role: 'owner',
      members: [OWNER, STAFF],
      posts: [],
      editAnswer: () => envelopeResponse({ status: 404, errorMessage: 'This person is not a member of this business' }),
    });
    renderScreen();
    const row = await screen.findByTestId('member-919000000014');
    await userEvent.click(within(row).getByRole('switch', { name: 'Digital menu for Ravi Staff' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('This person is not a member of this business'));
  });

  it('changes a flag of a member by their user id, keeping the rest', async () => {
    const server: Server = {
      role: 'owner',
      members: [OWNER, STAFF],
      posts: [],
      editAnswer: () => envelopeResponse({ body: { user: STAFF, created: false } }),
    };
    startServer(server);
    renderScreen();
    const row = await screen.findByTestId('member-919000000014');
    await userEvent.click(within(row).getByRole('switch', { name: 'Digital menu for Ravi Staff' }));
    await waitFor(() => expect(server.posts).toHaveLength(1));
    expect(server.posts[0]!.body).toEqual({
      profileId: PROFILE_ID,
      userId: STAFF.userId,
      role: 'staff',
      permissions: { digitalMenuAccess: true, tableReserveAccess: true, socialProfileAccess: false },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Access updated' })));
  });

  it('removes a member only after confirmation', async () => {
    const server: Server = { role: 'owner', members: [OWNER, STAFF, INVITE], posts: [] };
    startServer(server);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ravi Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.posts).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Ravi Staff' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(server.posts).toEqual([
        { path: '/v1/user/deleteUserAccess', body: { profileId: PROFILE_ID, userId: STAFF.userId } },
      ]),
    );
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Access removed' })));
  });

  it('lets a manager read the team but keeps the owner-only actions out of reach', async () => {
    startServer({ role: 'manager', members: [OWNER, STAFF], posts: [] });
    renderScreen();
    const row = await screen.findByTestId('member-919000000014');
    expect(within(row).getByRole('switch', { name: 'Digital menu for Ravi Staff' }).closest('[inert]')).not.toBeNull();
    expect(within(row).queryByRole('button', { name: 'Remove Ravi Staff' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add member' }).closest('[data-access-guard="disable"]')).not.toBeNull();
    expect(screen.queryByText('Audit trail')).toBeNull();
  });

  it('shows staff their own access instead of the team', async () => {
    startServer({ role: 'staff', members: [], posts: [] });
    renderScreen();
    expect(await screen.findByText('Your access')).toBeInTheDocument();
    expect(screen.getByText('Digital menu: view only')).toBeInTheDocument();
    expect(screen.queryByTestId('member-919000000013')).toBeNull();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/v1/user/users'), expect.anything());
  });
});
