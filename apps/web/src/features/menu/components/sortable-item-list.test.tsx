import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverItem } from '../test/menu-fixture.ts';
import { renderWithProviders } from '../test/render.tsx';
import { toMenuItem } from '../utils/map-menu.ts';
import { SortableItemList } from './sortable-item-list.tsx';

// Whether dnd-kit (the drag layer's chunk in the build) has been fetched.
const loaded = vi.hoisted(() => ({ dndKit: false }));
vi.mock('@dnd-kit/core', async (importOriginal) => {
  loaded.dndKit = true;
  return { ...(await importOriginal<object>()) };
});

const CARD_PX = 104;
const items = Array.from({ length: 500 }, (_, i) => toMenuItem(serverItem({ _id: `item-${i + 1}`, itemName: `Dish ${i + 1}` })));

// jsdom lays nothing out: every card is given a real card's height, so the window holds a screenful.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(CARD_PX);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderList(after?: React.ReactNode) {
  const noop = () => {};
  return renderWithProviders(
    <>
      <SortableItemList
        items={items}
        sortable
        canEdit
        isMobile={false}
        highlightedId={null}
        onReorder={noop}
        onEdit={noop}
        onToggleVisibility={noop}
        onDelete={noop}
      />
      {after}
    </>,
  );
}

const mountedNames = () => screen.getAllByTestId('item-card').map((card) => card.getAttribute('aria-label'));

// First: dnd-kit, once fetched, stays for the file's later tests.
describe('item list drag layer (issue 15 "Speed": dnd-kit is not in the first script)', () => {
  it('shows the cards and their handles without dnd-kit; a keyboard pick-up, moves and drop made before it arrives all reach it', async () => {
    renderList();
    const handle = screen.getByRole('button', { name: 'Drag to reorder Dish 1' });
    expect(loaded.dndKit).toBe(false);
    const pressed: string[] = [];
    new MutationObserver(() => pressed.push(handle.getAttribute('aria-pressed') ?? '')).observe(handle, {
      attributeFilter: ['aria-pressed'],
    });

    // Space picks the card up, an arrow moves it, Space drops it, all before dnd-kit is here.
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    expect(pressed).toEqual([]);
    // dnd-kit is fetched, takes the same handle (focus stays) and gets the keys in order.
    await waitFor(() => expect(pressed).toContain('true'), { timeout: 5000 });
    expect(loaded.dndKit).toBe(true);
    // Picked up, then dropped: dnd-kit's own pressed state comes and goes.
    await waitFor(() => expect(pressed).toEqual(['true', '']));
    expect(handle).not.toHaveAttribute('aria-pressed');
    expect(handle).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Drag to reorder Dish 1' })).toBe(handle);
  });
});

describe('item list windowing (issue 15 "Speed")', () => {
  it('mounts only the cards on and near the screen of a 500-item subcategory, and says where each sits', () => {
    renderList();
    const names = mountedNames();
    // jsdom's window is 768 px tall: about eight cards, plus a few either side.
    expect(names.length).toBeGreaterThan(5);
    expect(names.length).toBeLessThan(30);
    expect(names[0]).toBe('Dish 1');
    const first = screen.getByRole('listitem', { name: 'Dish 1' });
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', '500');
    expect(screen.getByRole('list')).toHaveAttribute('data-item-count', '500');
    // The unmounted rest keeps its height, so the page scrolls as far as the whole list.
    expect(parseFloat(screen.getByRole('list').style.paddingBottom)).toBeGreaterThan(400 * CARD_PX);
  });

  it('mounts the cards further down as the page scrolls there', () => {
    renderList();
    const scrolled = 300 * (CARD_PX + 10);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrolled);
    // The list starts at the page's top: scrolled down, it starts above the screen.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -scrolled, 800, CARD_PX));
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const names = mountedNames();
    expect(names).toContain('Dish 301');
    expect(names).not.toContain('Dish 1');
    expect(names.length).toBeLessThan(30);
    // The first mounted card's top margin stands for the cards above it.
    const firstMounted = screen.getByRole('listitem', { name: names[0]! });
    expect(parseFloat(firstMounted.style.marginTop)).toBeGreaterThan(250 * CARD_PX);
  });

  it("renders its first range where the last scroll event left the page, without reading the page's layout while rendering", () => {
    const scrolled = 300 * (CARD_PX + 10);
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrolled);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -scrolled, 800, CARD_PX));
    window.dispatchEvent(new Event('scroll'));
    scrollY.mockClear();
    // Rendered after the list and before any effect: whatever the list read while rendering is counted by then.
    let readsWhileRendering = -1;
    function AfterTheList() {
      readsWhileRendering = scrollY.mock.calls.length;
      return null;
    }
    renderList(<AfterTheList />);
    // window.scrollY lays the page out (a forced layout on a cold start, issue 15 "Speed").
    expect(readsWhileRendering).toBe(0);
    expect(mountedNames()).toContain('Dish 301');
    expect(mountedNames()).not.toContain('Dish 1');
  });
});
