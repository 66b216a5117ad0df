/*
 * fontkit 2.0.4, which pdfkit shapes text with, throws "Cannot read properties of null (reading
 * 'xCoordinate')" on a GPOS mark attachment whose anchor is NULL. OpenType allows that ("no anchor
 * for this mark class") and HarfBuzz skips the attachment (foliojs/fontkit#367; the fix in
 * foliojs/fontkit#374 is not released). Noto Sans Gurmukhi has such anchors on most words with a
 * tippi or bindi ("ਪੰਜਾਬੀ"), Gujarati and Malayalam on rarer marks. Until fontkit ships the fix, its
 * GPOS processor is patched the same way. Remove this file when fontkit > 2.0.4 fixes #367.
 */

interface MarkRecord {
  markAnchor?: unknown;
}

type ApplyAnchor = (this: unknown, markRecord: MarkRecord | null, baseAnchor: unknown, baseGlyphIndex: number) => void;

/** The internals reached from pdfkit's current font down to fontkit's GPOS processor. */
interface DocumentInternals {
  _font?: { font?: { _layoutEngine?: { engine?: { GPOSProcessor?: object } } } };
}

const patched = new WeakSet<object>();

/**
 * Call after `doc.font(...)` and before laying out text in that font. Patches the fontkit copy that
 * pdfkit loaded (whichever build the bundler picked), once per process.
 */
export function skipNullGposAnchors(doc: PDFKit.PDFDocument): void {
  patchGposProcessor((doc as unknown as DocumentInternals)._font?.font?._layoutEngine?.engine?.GPOSProcessor);
}

/** The same for a fontkit font used directly (lib/svg-text.ts); call after its first `layout`. */
export function skipNullGposAnchorsOfFont(font: object): void {
  patchGposProcessor((font as NonNullable<NonNullable<DocumentInternals['_font']>['font']>)._layoutEngine?.engine?.GPOSProcessor);
}

function patchGposProcessor(processor: object | undefined): void {
  if (!processor) return; // a standard PDF font, or a font without GPOS
  const prototype = Object.getPrototypeOf(processor) as { applyAnchor?: ApplyAnchor };
  const applyAnchor = prototype.applyAnchor;
  if (patched.has(prototype) || typeof applyAnchor !== 'function') return;
  prototype.applyAnchor = function (markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord?.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
  patched.add(prototype);
}
