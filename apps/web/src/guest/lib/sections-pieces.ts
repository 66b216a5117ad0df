/*
 * A large menu's page carries its first sections and a link to the next piece (issue 17): the
 * script fetches each piece (a page of its own for guests without script) and adds its sections
 * to the page's, so search, filters and the category links reach every dish.
 */

/** The page's element of this id (the sections are in the page's document). */
const byId = (sections: HTMLElement, id: string) => sections.ownerDocument.getElementById(id);

/**
 * Adds the sections of `piece` (a piece page's `[data-piece]` element) to `sections` and puts
 * the piece's link to the next piece in place of `link`. A category that the page already shows
 * (one cut between two pieces) gains the piece's subcategories and their links; a subcategory
 * the page already shows is left out.
 */
export function addSectionsPiece(sections: HTMLElement, piece: Element, link: Element) {
  const list = sections.querySelector('.pm-sections');
  for (const category of piece.querySelectorAll(':scope > .pm-sections > .pm-category')) {
    const shown = byId(sections, category.id);
    if (!shown) {
      list?.append(category);
      continue;
    }
    const links = shown.querySelector(':scope > .pm-subs');
    for (const sub of category.querySelectorAll(':scope > .pm-subcategory')) {
      if (byId(sections, sub.id)) continue;
      shown.append(sub);
      const subLink = [...category.querySelectorAll(':scope > .pm-subs li')].find(
        (item) => item.querySelector('a')?.getAttribute('href') === `#${sub.id}`,
      );
      if (links && subLink) links.append(subLink);
    }
  }
  const next = piece.querySelector(':scope > [data-more]');
  if (next) link.replaceWith(next);
  else link.remove();
}

/** Follows the links to the next pieces in turn until the menu is whole; `onPiece` after each. */
export async function loadSectionsPieces(sections: HTMLElement, signal: AbortSignal, onPiece: () => void) {
  for (let link = sections.querySelector('[data-more]'); link; link = sections.querySelector('[data-more]')) {
    const href = link.querySelector('a')?.getAttribute('href');
    if (!href) return;
    const response = await fetch(href, { signal });
    // The link stays: a guest can still open the piece as a page.
    if (!response.ok) return;
    const piece = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('[data-piece]');
    if (!piece || signal.aborted) return;
    addSectionsPiece(sections, piece, link);
    onPiece();
  }
}
