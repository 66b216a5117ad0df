import type { PublicTheme } from '@venue/shared';
import { TEXTS } from '../lib/texts.ts';

/*
 * A large menu's page carries its first sections and a link to the next piece (issue 17); the
 * page's script follows the links and adds each piece to the page (static-sections.tsx), and a
 * guest without script opens them one by one as pages of their own.
 */

/** The markup the server puts in a piece page's sections slot (ssr/entry-server.tsx). */
export const PIECE_SLOT = '<template data-piece="slot"></template>';

/** The link to the next piece of the menu, at the end of a piece's sections. */
export function MoreSectionsLink({ href }: { href: string }) {
  return (
    <p className="pm-more" data-more="">
      <a className="pm-link" href={href}>
        {TEXTS.moreOfTheMenu}
      </a>
    </p>
  );
}

/** A piece as a page of its own: the menu's frame around the piece's sections (`data-piece`). */
export function SectionsPiecePage({ theme }: { theme: PublicTheme }) {
  return (
    <div className="pm" data-theme={theme}>
      <main className="pm-main">
        <div className="pm-static" data-piece="">
          <template data-piece="slot" />
        </div>
      </main>
    </div>
  );
}
