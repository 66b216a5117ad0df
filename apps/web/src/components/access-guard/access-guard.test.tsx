import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UserPermissionsBody } from '@venue/shared';
import { sessionStore } from '@/lib/session.ts';
import { envelopeResponse } from '@/lib/testing/mock-api.ts';
import { createQueryWrapper } from '@/lib/testing/query-wrapper.tsx';
import { AccessGuard, NO_ACCESS_MESSAGE, NO_EDIT_MESSAGE } from './index.ts';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

const PROFILE_ID = 'a'.repeat(24);

function logIn() {
  localStorage.setItem('accessToken', 'token-1');
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem(
    'activeBusinessProfile',
    JSON.stringify({ profileId: PROFILE_ID, userName: 'venue', profileType: 'business' }),
  );
  sessionStore.reload();
}

function permissionsAre(body: UserPermissionsBody) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelopeResponse({ body })),
  );
}

/** A fetch that never answers, to hold permissions in their loading state. */
function permissionsPending() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
}

const staff = (digitalMenuAccess: boolean): UserPermissionsBody => ({
  role: 'staff',
  permissions: {
    digitalMenuAccess: { value: digitalMenuAccess },
    tableReserveAccess: { value: false },
    socialProfileAccess: { value: false },
  },
});

function renderGuarded(ui: ReactNode) {
  const { wrapper: QueryWrapper } = createQueryWrapper();
  return render(
    <MantineProvider>
      <QueryWrapper>{ui}</QueryWrapper>
    </MantineProvider>,
  );
}

function AddButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick}>
      Add Item
    </button>
  );
}

describe('AccessGuard', () => {
  beforeEach(() => {
    logIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.reload();
  });

  it('renders the content untouched when the flag is granted', async () => {
    permissionsAre(staff(true));
    const onClick = vi.fn();
    renderGuarded(
      <AccessGuard flag="digitalMenuAccess" mode="disable">
        <AddButton onClick={onClick} />
      </AccessGuard>,
    );
    await waitFor(() => expect(document.querySelector('[inert]')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('dims the content and makes it inert while permissions load', async () => {
    permissionsPending();
    const onClick = vi.fn();
    renderGuarded(
      <AccessGuard flag="digitalMenuAccess" mode="disable">
        <AddButton onClick={onClick} />
      </AccessGuard>,
    );
    const button = screen.getByRole('button', { name: 'Add Item' });
    const inert = button.closest('[inert]') as HTMLElement;
    expect(inert).not.toBeNull();
    expect(inert.style.opacity).toBe('0.5');
    expect(button.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(userEvent.click(button)).rejects.toThrow(/pointer-events: none/);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('fallback: shows the fallback instead of the content', async () => {
    permissionsAre(staff(false));
    renderGuarded(
      <AccessGuard flag="digitalMenuAccess" mode="fallback" fallback={<p>Ask the owner for menu access</p>}>
        <AddButton onClick={() => {}} />
      </AccessGuard>,
    );
    expect(await screen.findByText('Ask the owner for menu access')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull();
  });

  it('mask: covers the content with "Access Restricted" and explains on hover', async () => {
    permissionsAre(staff(false));
    const onClick = vi.fn();
    renderGuarded(
      <AccessGuard flag="digitalMenuAccess" mode="mask">
        <AddButton onClick={onClick} />
      </AccessGuard>,
    );
    const title = await screen.findByText('Access Restricted');
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull(); // hidden behind the mask
    await userEvent.hover(title);
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeInTheDocument();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disable: greys the content, keeps it out of reach and explains on hover', async () => {
    permissionsAre(staff(false));
    const onClick = vi.fn();
    renderGuarded(
      <AccessGuard flag="digitalMenuAccess" mode="disable">
        <AddButton onClick={onClick} />
      </AccessGuard>,
    );
    const group = await screen.findByRole('group', { name: NO_EDIT_MESSAGE });
    expect(group).toHaveAttribute('aria-disabled', 'true');
    const button = screen.getByRole('button', { name: 'Add Item' });
    const inert = button.closest('[inert]') as HTMLElement;
    expect(inert.style.filter).toBe('grayscale(1)');
    await expect(userEvent.click(button)).rejects.toThrow(/pointer-events: none/);
    expect(onClick).not.toHaveBeenCalled();
    await userEvent.hover(group);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NO_EDIT_MESSAGE);
  });

  it('unselectable: shows the content as is but nothing in it can be picked', async () => {
    permissionsAre(staff(false));
    const onClick = vi.fn();
    renderGuarded(
      <AccessGuard flag="digitalMenuAccess" mode="unselectable">
        <AddButton onClick={onClick} />
      </AccessGuard>,
    );
    await waitFor(() => expect(document.querySelector('[data-access-guard="unselectable"]')).not.toBeNull());
    const button = screen.getByRole('button', { name: 'Add Item' });
    const inert = button.closest('[inert]') as HTMLElement;
    expect(inert.style.userSelect).toBe('none');
    expect(inert.style.opacity).toBe('');
    await expect(userEvent.click(button)).rejects.toThrow(/pointer-events: none/);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.queryByText(NO_EDIT_MESSAGE)).toBeNull();
  });

  it('applies a role requirement: owner-only content is refused to a manager with every flag', async () => {
    permissionsAre({
      role: 'manager',
      permissions: {
        digitalMenuAccess: { value: true },
        tableReserveAccess: { value: true },
        socialProfileAccess: { value: true },
      },
    });
    renderGuarded(
      <>
        <AccessGuard role="owner" mode="fallback" fallback={<p>Only the owner manages the team</p>}>
          <button type="button">Add member</button>
        </AccessGuard>
        <AccessGuard role="manager" mode="fallback">
          <p>Team list</p>
        </AccessGuard>
      </>,
    );
    expect(await screen.findByText('Only the owner manages the team')).toBeInTheDocument();
    expect(screen.getByText('Team list')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add member' })).toBeNull();
  });

  it('refuses everything when nobody is logged in', async () => {
    localStorage.clear();
    sessionStore.reload();
    permissionsAre(staff(true));
    renderGuarded(
      <AccessGuard flag="digitalMenuAccess" mode="fallback" fallback={<p>Log in first</p>}>
        <AddButton onClick={() => {}} />
      </AccessGuard>,
    );
    expect(screen.getByText('Log in first')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
