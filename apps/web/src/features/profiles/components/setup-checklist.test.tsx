import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETUP_STEPS, type SetupChecklist as Checklist, type SetupStep } from '@venue/shared';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { logInToVenue, renderWithProviders } from '@/lib/testing/render.tsx';
import { SetupChecklist } from './setup-checklist.tsx';

const checklistOf = (done: SetupStep[]): Checklist => ({
  steps: SETUP_STEPS.map((id) => ({ id, done: done.includes(id) })),
  completed: done.length,
  total: SETUP_STEPS.length,
});

afterEach(() => vi.unstubAllGlobals());

/** The checklist with a stand-in for a change of the menu (the page passes the menu's last read). */
function Harness({ onAddCategory }: { onAddCategory: () => void }) {
  const [menuVersion, setMenuVersion] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setMenuVersion((version) => version + 1)}>
        Change the menu
      </button>
      <SetupChecklist menuVersion={menuVersion} onAddCategory={onAddCategory} />
    </>
  );
}

function renderChecklist(replies: Checklist[]) {
  logInToVenue('p1');
  let call = 0;
  const api = mockApi({ 'GET /v1/profiles/setup-checklist': () => ({ body: replies[Math.min(call++, replies.length - 1)] }) });
  const onAddCategory = vi.fn();
  renderWithProviders(<Harness onAddCategory={onAddCategory} />);
  return { api, onAddCategory };
}

describe('SetupChecklist (issue 15)', () => {
  it('shows progress and each step with the action that does it, the next one first', async () => {
    const { onAddCategory } = renderChecklist([checklistOf(['logo', 'contact'])]);
    const region = await screen.findByRole('region', { name: 'Set up your venue' });
    expect(within(region).getByText('2 of 7 done')).toBeInTheDocument();
    expect(within(region).getByRole('progressbar')).toHaveAttribute('aria-label', 'Set-up progress: 2 of 7 steps done');
    // Done steps say so and offer nothing; open steps lead where the owner does them.
    expect(within(region).getByText(/Add your logo/)).toHaveTextContent('(done)');
    expect(within(region).queryByRole('link', { name: /Add your logo/ })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /Make a QR code/ })).toHaveAttribute('href', '/qr-manager/add');
    expect(within(region).getByRole('link', { name: /Choose your menu's look/ })).toHaveAttribute(
      'href',
      '/digital-menu-settings',
    );
    expect(within(region).getByRole('link', { name: /Publish your menu/ })).toHaveAttribute('href', '/menu');
    // The first open step stands out; later ones do not.
    const createCategory = within(region).getByRole('button', { name: /Create your first category/ });
    expect(createCategory.querySelector('[data-next]')).not.toBeNull();
    expect(
      within(region)
        .getByRole('link', { name: /Make a QR code/ })
        .querySelector('[data-next]'),
    ).toBeNull();
    await userEvent.setup().click(createCategory);
    expect(onAddCategory).toHaveBeenCalled();
  });

  it('reads the venue again when the menu changes, and is gone once every step is done', async () => {
    const { api } = renderChecklist([checklistOf([]), checklistOf(SETUP_STEPS.filter((id) => id !== 'publish'))]);
    expect(await screen.findByText('0 of 7 done')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change the menu' }));
    expect(await screen.findByText('6 of 7 done')).toBeInTheDocument();
    expect(api.callsTo('GET /v1/profiles/setup-checklist')).toHaveLength(2);
  });

  it('shows nothing when the venue is set up', async () => {
    const { api } = renderChecklist([checklistOf([...SETUP_STEPS])]);
    await waitFor(() => expect(api.callsTo('GET /v1/profiles/setup-checklist')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Set up your venue' })).not.toBeInTheDocument());
  });
});
