import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { CAFE, storeSession } from '@/lib/testing/session-fixtures.ts';
import { sampleMenu } from '../test/menu-fixture.ts';
import { renderWithProviders } from '../test/render.tsx';
import type { MenuItem } from '../types.ts';
import { toMenuItem } from '../utils/map-menu.ts';
import { ItemActionsMenu } from './item-actions-menu.tsx';

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  storeSession({
    activeProfile: { profileId: CAFE.profileId, userName: CAFE.userName, profileType: 'business', name: CAFE.name },
  });
  api = mockApi({
    'GET /v2/menu/spice-route': () => ({ body: sampleMenu() }),
    'POST /v2/updateSoldOut': (call) => ({
      body: { _id: 'item-paneer', soldOutUntil: (call.json as { soldOut: boolean }).soldOut ? '2099-01-01T18:30:00.000Z' : null },
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const paneer = toMenuItem(sampleMenu().menuitems.items[0]!);

async function chooseAction(item: MenuItem, action: string) {
  renderWithProviders(
    <ItemActionsMenu item={item} canEdit onEdit={() => {}} onToggleVisibility={() => {}} onDelete={() => {}} />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: `Actions for ${item.name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('"Sold out today" in the item card menu (issue 15)', () => {
  it('marks an available dish sold out until tomorrow', async () => {
    expect(paneer.isSoldOut).toBe(false);
    await chooseAction(paneer, 'Sold out today');
    expect(await screen.findByText('Marked sold out until tomorrow')).toBeInTheDocument();
    expect(screen.getByText('Guests see it as sold out now.')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/updateSoldOut').map((call) => call.json)).toEqual([{ _id: 'item-paneer', soldOut: true }]);
  });

  it('puts a sold-out dish back in stock', async () => {
    const soldOut = toMenuItem({ ...sampleMenu().menuitems.items[0]!, soldOutUntil: '2099-01-01T18:30:00.000Z' });
    expect(soldOut.isSoldOut).toBe(true);
    await chooseAction(soldOut, 'Back in stock');
    expect(await screen.findByText('Item back in stock')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/updateSoldOut').map((call) => call.json)).toEqual([{ _id: 'item-paneer', soldOut: false }]);
  });

  it('groups hide, sold out and delete under "Guests see these at once", apart from Edit (issue 35)', async () => {
    renderWithProviders(
      <ItemActionsMenu item={paneer} canEdit onEdit={() => {}} onToggleVisibility={() => {}} onDelete={() => {}} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: `Actions for ${paneer.name}` }));
    const menu = await screen.findByRole('menu');
    const entries = [...menu.querySelectorAll('[role="menuitem"], .mantine-Menu-label')].map((node) => node.textContent);
    expect(entries).toEqual(['Edit', 'Guests see these at once', 'Hide', 'Sold out today', 'Delete']);
  });

  it('reads a sold-out time that has passed as available again', () => {
    expect(toMenuItem({ ...sampleMenu().menuitems.items[0]!, soldOutUntil: '2020-01-01T18:30:00.000Z' }).isSoldOut).toBe(false);
  });
});
