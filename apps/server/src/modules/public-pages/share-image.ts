import type { AppConfig } from '../../config.ts';
import { loadSharp } from '../../lib/load-on-use.ts';

/*
 * The link preview's picture for a page that has none of its own (a venue without a logo):
 * the favicon's plate on a saffron card, 1200×630 as Open Graph cards are drawn, so that every
 * guest page's `og:image` is an absolute URL (decisions §7). A PNG, since WhatsApp and Facebook
 * show no SVG. Drawn once per process.
 */

export const SHARE_IMAGE_PATH = '/v/share-image.png';

/** The fallback picture's absolute URL. */
export const shareImageFallbackOf = (config: Pick<AppConfig, 'publicBaseUrl'>) => `${config.publicBaseUrl}${SHARE_IMAGE_PATH}`;

const CARD_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='630' viewBox='0 0 1200 630'>" +
  "<rect width='1200' height='630' fill='#fffaf2'/>" +
  "<circle cx='600' cy='315' r='190' fill='#b45309'/>" +
  "<circle cx='600' cy='315' r='101' fill='none' stroke='#fff' stroke-width='32'/></svg>";

let drawn: Promise<Buffer> | null = null;

export function shareImagePng(): Promise<Buffer> {
  drawn ??= loadSharp()(Buffer.from(CARD_SVG))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
    .catch((error: unknown) => {
      drawn = null;
      throw error;
    });
  return drawn;
}
