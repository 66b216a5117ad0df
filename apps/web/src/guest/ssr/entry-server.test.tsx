import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PublicMenuApp } from '../components/public-menu-app.tsx';
import { menuFixture } from '../test/menu-fixture.ts';
import { menuSections, renderMenuApp } from './entry-server.tsx';

/** The page as one React render of every card, the markup the spliced render must equal. */
const renderWhole = (menu: ReturnType<typeof menuFixture>) =>
  renderToString(<PublicMenuApp menu={menu} staticSections={renderToString(menuSections(menu))} />);

describe('renderMenuApp (cards kept per dish)', () => {
  it('gives the same markup as rendering every card in one tree', () => {
    const menu = menuFixture();
    expect(menu.items.length).toBeGreaterThan(1);
    expect(renderMenuApp(menu)).toBe(renderWhole(menu));
  });

  it('renders a changed dish afresh and keeps the others', () => {
    const menu = menuFixture();
    renderMenuApp(menu);
    const [first, ...rest] = menu.items;
    const edited = { ...menu, items: [{ ...first!, name: 'Renamed <Dish>', soldOut: true }, ...rest] };
    const html = renderMenuApp(edited);
    expect(html).toBe(renderWhole(edited));
    expect(html).toContain('Renamed &lt;Dish&gt;');
    expect(html).not.toContain(`>${first!.name}<`);
  });

  it('does not render an unchanged dish object again', () => {
    const menu = menuFixture();
    const first = menu.items[0]!;
    const before = renderMenuApp(menu);
    // The server never changes a dish in place (it hands a new object for a changed row): a
    // change made in place here shows whether the card was rendered again.
    const originalName = first.name;
    first.name = 'Changed in place';
    expect(renderMenuApp(menu)).toBe(before);
    expect(before).toContain(originalName);
  });

  it('renders two dishes with the same content as two cards', () => {
    const menu = menuFixture();
    const twice = { ...menu, items: [...menu.items, { ...menu.items[0]!, id: 'copy' }] };
    expect(renderMenuApp(twice)).toBe(renderWhole(twice));
  });
});
