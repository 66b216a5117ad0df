import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type {
  PublicBookingPage,
  PublicEventPage,
  PublicItem,
  PublicLinkPage,
  PublicManageBookingPage,
  PublicMenu,
  PublicTheme,
  PublicTicketCallbackPage,
  PublicTicketPage,
} from '@venue/shared';
import { BookingApp } from '../components/booking/booking-app.tsx';
import { ManageBookingApp } from '../components/booking/manage-booking-app.tsx';
import { EventApp } from '../components/events/event-app.tsx';
import { TicketCallbackApp } from '../components/events/ticket-callback-app.tsx';
import { TicketPageApp } from '../components/events/ticket-page-app.tsx';
import { LinkPage } from '../components/link-page.tsx';
import { HintMarkupScope } from '../components/hint.tsx';
import { ItemCard } from '../components/item-card.tsx';
import { MenuSections } from '../components/menu-sections.tsx';
import { PublicMenuApp } from '../components/public-menu-app.tsx';
import { MoreSectionsLink, SectionsPiecePage, PIECE_SLOT } from '../components/sections-piece.tsx';
import { StatusPage, type StatusPageKind } from '../components/status-page.tsx';
import { dietaryIdsOf } from '../lib/filter-items.ts';

/*
 * The server's way in (decisions §1: public pages are rendered by the API server with React).
 * Built by `vite build --ssr` into apps/web/dist-ssr/public-menu.js, which the server imports
 * at run time; the server's tests build it the same way (apps/server/test/guest-renderer-build.ts).
 */

/**
 * Each dish's card markup, kept by the item object: the server hands the same object for an
 * unchanged dish (public-menu-data.ts), so the render after an edit renders the changed cards
 * only and splices in the rest (a 300-dish page: ~10 ms of CPU per render down to ~2; issue 14).
 */
const cardMarkup = new WeakMap<PublicItem, string>();
const CARD_SLOT = /<template data-card="(\d+)"><\/template>/g;

function cardMarkupOf(item: PublicItem): string {
  let markup = cardMarkup.get(item);
  if (markup === undefined) {
    markup = renderToString(
      <HintMarkupScope>
        <ItemCard item={item} onOpen={() => undefined} />
      </HintMarkupScope>,
    );
    cardMarkup.set(item, markup);
  }
  return markup;
}

/**
 * The menu's sections as markup, each unchanged dish's card spliced in from what is kept.
 * `subLinksFor`: a piece's categories that list their subcategory links whatever their count here.
 */
export function renderSections(menu: PublicMenu, subLinksFor?: readonly string[]): string {
  const slotted: PublicItem[] = [];
  const skeleton = renderToString(menuSections(menu, (item) => <template data-card={slotted.push(item) - 1} />, subLinksFor));
  return skeleton.replace(CARD_SLOT, (_, index: string) => cardMarkupOf(slotted[Number(index)]!));
}

/**
 * The menu's markup. client/entry-client.tsx hydrates it from `guestMenuShell(menu)`: the
 * sections are kept as rendered here and the dishes read back from them (issue 15 "Speed").
 * `sections` stands in for the sections of `menu` when the server sends a large menu in pieces
 * (its first piece and the link to the next: `renderSectionsPiece`).
 */
export function renderMenuApp(menu: PublicMenu, sections = renderSections(menu)): string {
  return renderToString(<PublicMenuApp menu={menu} staticSections={sections} />);
}

/**
 * One piece of a large menu's sections (issue 17), ending in the link to the next piece, if
 * any, which the page's script follows (components/static-sections.tsx) and a guest without
 * script opens. `sections` is `renderSections` of the piece.
 */
export function renderSectionsPiece(sections: string, nextHref: string | null): string {
  return nextHref === null ? sections : sections + renderToString(<MoreSectionsLink href={nextHref} />);
}

/** A piece as a page of its own, for a guest without script who followed the link. */
export function renderPiecePage(theme: PublicTheme, piece: string): string {
  // A function, so no `$` in the piece's text is read as a replacement pattern.
  return renderToString(<SectionsPiecePage theme={theme} />).replace(PIECE_SLOT, () => piece);
}

/** The guest page's sections as static markup, each card rendered in place unless `cardSlot` stands in for it. */
export function menuSections(menu: PublicMenu, cardSlot?: (item: PublicItem) => ReactNode, subLinksFor?: readonly string[]) {
  return (
    <HintMarkupScope>
      <MenuSections
        categories={menu.categories}
        subCategories={menu.subCategories}
        items={menu.items}
        showEmptyCategories={false}
        isFiltered={false}
        onOpen={() => undefined}
        cardSlot={cardSlot}
        subLinksFor={subLinksFor}
      />
    </HintMarkupScope>
  );
}

/** What the guest page's script hydrates from: the menu without its dishes, which the markup carries. */
export function guestMenuShell(menu: PublicMenu): PublicMenu {
  return {
    ...menu,
    items: [],
    dietaryIds: dietaryIdsOf(menu.items),
  };
}

export function renderStatusPage(kind: StatusPageKind, venueName?: string, theme?: PublicTheme): string {
  return renderToString(<StatusPage kind={kind} venueName={venueName} theme={theme} />);
}

/** The link page: static markup, no script. */
export function renderLinkPage(page: PublicLinkPage): string {
  return renderToString(<LinkPage page={page} />);
}

/** The table booking page (issue 11), hydrated by client/booking-entry.tsx from the same `page`. */
export function renderBookingApp(page: PublicBookingPage): string {
  return renderToString(<BookingApp page={page} />);
}

/** The manage link's page; its script reads the booking. */
export function renderManageBookingApp(page: PublicManageBookingPage): string {
  return renderToString(<ManageBookingApp page={page} />);
}

/** An event's page (issue 12), hydrated by client/events-entry.tsx while tickets can be bought. */
export function renderEventApp(page: PublicEventPage): string {
  return renderToString(<EventApp page={page} />);
}

/** The ticket page's shell; its script reads the order with the token. */
export function renderTicketApp(page: PublicTicketPage): string {
  return renderToString(<TicketPageApp page={page} />);
}

/** Where the payment provider sends a ticket buyer back; its script verifies the payment. */
export function renderTicketCallbackApp(page: PublicTicketCallbackPage): string {
  return renderToString(<TicketCallbackApp page={page} />);
}
