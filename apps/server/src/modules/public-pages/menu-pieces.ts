import { createHash } from 'node:crypto';
import type { PublicCategory, PublicItem, PublicMenu, PublicSubCategory } from '@venue/shared';

/*
 * A large menu's guest page in pieces (issue 17, docs/decisions/0025): the page carries the
 * first piece's sections and a link to the next piece; each piece is rendered, compressed and
 * kept on its own, keyed on what it shows, so after an edit only the piece holding the edited
 * dish is rendered again, and nothing the size of the whole menu is built at all.
 */

/**
 * Dishes per piece: a piece ends with the subcategory that brings it to this many or more. The
 * first piece, which the page carries, is smaller: the page is what a guest waits for after an
 * edit (its render and compression), the later pieces arrive while the guest reads.
 */
export const PIECE_DISHES = { first: 100, rest: 500 };

export interface MenuPiece {
  /** The piece's part of the menu: its categories, subcategories and dishes, in menu order. */
  menu: PublicMenu;
  /** Names everything the piece's markup shows (its place, the page's frame and its dish objects). */
  key: string;
  /**
   * The piece's categories with more than one subcategory in the whole menu: they list their
   * subcategory links in every piece, so the page's script can join the lists (MenuSections).
   */
  subLinksFor: string[];
}

/**
 * A number per dish object. The server hands the same object for an unchanged dish and a new
 * one for a changed dish (public-menu-data.ts), so the numbers of a piece's dishes name its
 * cards without reading them.
 */
const serials = new WeakMap<PublicItem, number>();
let lastSerial = 0;
function serialOf(item: PublicItem): number {
  let serial = serials.get(item);
  if (serial === undefined) {
    serial = ++lastSerial;
    serials.set(item, serial);
  }
  return serial;
}

interface Part {
  categories: PublicCategory[];
  subCategories: PublicSubCategory[];
  items: PublicItem[];
}

/**
 * The menu cut into pieces of about `dishesPerPiece` dishes, at subcategory boundaries (a
 * category may run over two pieces). `frameKey` names what the pieces show besides the menu
 * (the venue, its theme, the bundle).
 */
export function piecesOf(menu: PublicMenu, frameKey: string, dishesPerPiece = PIECE_DISHES): MenuPiece[] {
  const itemsBySub = new Map<string, PublicItem[]>();
  for (const item of menu.items) {
    const list = itemsBySub.get(item.subCategoryId);
    if (list) list.push(item);
    else itemsBySub.set(item.subCategoryId, [item]);
  }
  const subsByCategory = new Map<string, PublicSubCategory[]>();
  for (const sub of menu.subCategories) {
    const list = subsByCategory.get(sub.categoryId);
    if (list) list.push(sub);
    else subsByCategory.set(sub.categoryId, [sub]);
  }
  const parts: Part[] = [];
  let part: Part = { categories: [], subCategories: [], items: [] };
  for (const category of menu.categories) {
    for (const sub of subsByCategory.get(category.id) ?? []) {
      const items = itemsBySub.get(sub.id);
      if (!items) continue;
      if (part.categories.at(-1) !== category) part.categories.push(category);
      part.subCategories.push(sub);
      for (const item of items) part.items.push(item);
      if (part.items.length >= (parts.length === 0 ? dishesPerPiece.first : dishesPerPiece.rest)) {
        parts.push(part);
        part = { categories: [], subCategories: [], items: [] };
      }
    }
  }
  if (part.items.length > 0 || parts.length === 0) parts.push(part);
  const filledSubs = new Map<string, number>();
  for (const sub of menu.subCategories)
    if (itemsBySub.has(sub.id)) filledSubs.set(sub.categoryId, (filledSubs.get(sub.categoryId) ?? 0) + 1);
  return parts.map((piece, index) => {
    const subLinksFor = piece.categories.filter((category) => (filledSubs.get(category.id) ?? 0) > 1).map(({ id }) => id);
    const serialNumbers = new Int32Array(piece.items.length);
    for (const [at, item] of piece.items.entries()) serialNumbers[at] = serialOf(item);
    const hash = createHash('sha1')
      .update(JSON.stringify([frameKey, index, index === parts.length - 1, piece.categories, piece.subCategories, subLinksFor]))
      .update(serialNumbers)
      .digest('base64url')
      .slice(0, 20);
    return { menu: { ...menu, ...piece }, key: `${hash}-${index}`, subLinksFor };
  });
}
