import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The specification's own words (issue 35): every text the spec quotes (a label, a button, a
 * toast, an error or validation message) must be somewhere in the product: a string, template
 * or JSX text of the web app, the server or the shared package. Comments and tests do not
 * count, so a message that only survives in a doc comment or a test's expectation is missing.
 * A templated quote ("Failed to fetch user profile: {status}") counts by its fixed parts.
 *
 * The spec is kept in the repository (docs/spec/merchant-dashboard-spec.md) so this runs on a
 * fresh clone. Quotes that are not product texts are listed, each with its reason, below.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SPEC = readFileSync(path.join(root, 'docs/spec/merchant-dashboard-spec.md'), 'utf8');

/**
 * Quotes of the spec that are not texts a person reads in the product: names of values on the
 * wire or in code, words the spec uses to describe, and figures the spec withholds. Anything
 * else the spec quotes must be in the product.
 */
const NOT_PRODUCT_TEXTS = new Map<string, string>([
  // §2 "An internal view switch has default 'home'": a state value of the original code, not a text.
  ['home', 'internal state value'],
  // §2 item card "a price of '0' or empty is not shown": a price value, not a text.
  ['0', 'price value'],
  // §8 "'Subcategory added successfully' (also with '!')": the spec's note that the toast also
  // ends in "!"; 'Subcategory added successfully' is checked, and "!" alone is no text.
  ['!', 'part of a note about another quote'],
]);

/**
 * Quotes the spec writes as shorthand for several texts, and the texts the product must hold
 * for each.
 */
const SHORTHANDS = new Map<string, string[]>([
  // §8: one toast for each direction.
  ['Subcategory shown/hidden successfully', ['Subcategory shown successfully', 'Subcategory hidden successfully']],
  // §5: the spec cuts the sentence short with "..."; the product says what to do next after it.
  ['No active business profile selected...', ['No active business profile selected.']],
  // §8 "'Subcategory added successfully' (also with '!')": one toast for one event, with "!".
  ['Subcategory added successfully', ['Subcategory added successfully!']],
]);

/** The spec's quoted texts, in order, without repeats. */
function quotedTexts(markdown: string): string[] {
  const found: string[] = [];
  const text = markdown.replace(/`[^`]*`/g, ' ');
  // Double quotes, with \" inside.
  for (const match of text.matchAll(/"((?:[^"\\\n]|\\.)+)"/g)) found.push(match[1]!.replace(/\\"/g, '"'));
  // Single quotes: an opening ' after a space or bracket, a closing ' not followed by a letter,
  // so the apostrophes of "Chef's Choice" or "provider's support" neither open nor close one.
  // Text already inside double quotes is left out first.
  const withoutDouble = text.replace(/"((?:[^"\\\n]|\\.)+)"/g, ' ');
  for (const match of withoutDouble.matchAll(/(?<=^|[\s([/])'((?:[^'\n]|'(?=[A-Za-z]))+?)'(?![A-Za-z])/gm)) found.push(match[1]!);
  // A quote of words is trimmed; a separator (" / ") keeps its spaces.
  return [...new Set(found.map((quote) => (/[A-Za-z0-9]/.test(quote) ? quote.trim() : quote)).filter(Boolean))];
}

/**
 * One fixed part of a quote and what stands at each side of it in the quote: its start or
 * end, or a placeholder ("{name}"), or, for a quote the spec cuts short with "...", more text.
 */
interface Part {
  text: string;
  left: 'edge' | 'hole' | 'elided';
  right: 'edge' | 'hole';
}

/**
 * What must be in the product for a quote: its fixed parts. "{name}" placeholders split it;
 * a leading "..." is the spec eliding the start of a sentence it quoted in full just before
 * ("You must be logged in to add a subcategory"; update ("...to update a subcategory")).
 */
function partsOf(quote: string): Part[] {
  const expanded = SHORTHANDS.get(quote);
  if (expanded) return expanded.flatMap(partsOf);
  const elided = quote.startsWith('...');
  const words = normalise(elided ? quote.slice(3) : quote);
  const text = /[A-Za-z0-9]/.test(words) ? words.trim() : words;
  const pieces = text.split(PLACEHOLDER_ALL);
  if (pieces.length === 1) return [{ text, left: elided ? 'elided' : 'edge', right: 'edge' }];
  // Only punctuation between the placeholders ("{status}: {text}"): the parts alone would be
  // found anywhere, so the template's whole shape must be there: `${status}: ${text}`.
  if (pieces.length > 1 && !pieces.some((piece) => /[A-Za-z0-9]/.test(piece))) {
    return [{ text: text.replace(PLACEHOLDER_ALL, HOLE), left: 'edge', right: 'edge' }];
  }
  return pieces.flatMap((piece, index): Part[] => {
    const trimmed = piece.trim();
    if (!trimmed) return [];
    const left = index > 0 ? 'hole' : elided ? 'elided' : 'edge';
    return [{ text: trimmed, left, right: index < pieces.length - 1 ? 'hole' : 'edge' }];
  });
}

const fixedParts = (quote: string) => partsOf(quote).map((part) => part.text);

const PLACEHOLDER_ALL = /\{[A-Za-z]+\}/g;
/** How a template literal's holes read in the extracted texts. */
const HOLE = '\u0000';

const normalise = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ');

const PRODUCT_DIRS = ['packages/shared/src', 'apps/server/src', 'apps/web/src'];
const isProductSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !/\.d\.ts$/.test(file) && !/[/\\](testing|test)[/\\]/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter(isProductSource);
}

/** Every string, template part and JSX text of a source file; comments are not read. */
function literalsOf(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      out.push(node.head.text);
      for (const span of node.templateSpans) out.push(span.literal.text);
      out.push(node.head.text + node.templateSpans.map((span) => HOLE + span.literal.text).join(''));
    } else if (ts.isJsxText(node)) out.push(node.text);
    else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      // 'A sentence ' + 'split over lines': counted as one text too.
      const joined = joinedStrings(node);
      if (joined !== null) out.push(joined);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out.map(normalise);
}

function joinedStrings(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return joinedStrings(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = joinedStrings(node.left);
    const right = joinedStrings(node.right);
    return left === null || right === null ? null : left + right;
  }
  return null;
}

function productLiterals(): string[] {
  return PRODUCT_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) =>
    literalsOf(file, readFileSync(file, 'utf8')),
  );
}

/**
 * Whether a product text holds a part of a quote. Beside a placeholder the part must end (or
 * start) the text, as a template's pieces do. Otherwise the part is the whole text, or a whole
 * sentence of it: one that ends in ". ! ?" may sit between other sentences, and the end of a
 * quote cut short with "..." may end a longer one. So the short "Failed to add subcategory"
 * is not found inside "Failed to add subcategory. Please try again.".
 */
function holds(text: string, part: Part): boolean {
  // A separator (" / ") is compared with its spaces.
  const whole = /^\s|\s$/.test(part.text) ? text : text.trim();
  const sentence = /[.!?]$/.test(part.text);
  for (let at = whole.indexOf(part.text); at !== -1; at = whole.indexOf(part.text, at + 1)) {
    const before = whole.slice(0, at);
    const after = whole.slice(at + part.text.length);
    const leftOk =
      before === '' || (part.left === 'elided' && /\s$/.test(before)) || (part.left === 'edge' && /[.!?:]\s$/.test(before));
    const rightOk = after === '' || (part.right === 'edge' && sentence && /^\s/.test(after));
    if (leftOk && rightOk) return true;
  }
  return false;
}

const missingFrom = (literals: readonly string[], quotes: readonly string[]) =>
  quotes.filter(
    (quote) => !NOT_PRODUCT_TEXTS.has(quote) && partsOf(quote).some((part) => !literals.some((text) => holds(text, part))),
  );

describe('the spec-strings check', () => {
  it('reads double and single quotes, escaped quotes and apostrophes as the spec writes them', () => {
    expect(
      quotedTexts(
        `Badge "Chef's Choice"; 'Failed to add item' with the server message or "Can't add item right now."; ` +
          `"This will permanently delete the subcategory \\"{name}\\". This action cannot be undone." ` +
          `('This payment does not belong to any subscription terms. Please contact the provider's support.') ` +
          "a `code 'not a quote'` span",
      ),
    ).toEqual([
      "Chef's Choice",
      "Can't add item right now.",
      'This will permanently delete the subcategory "{name}". This action cannot be undone.',
      'Failed to add item',
      "This payment does not belong to any subscription terms. Please contact the provider's support.",
    ]);
  });

  it('counts a templated quote by its fixed parts and an elided one by what follows "..."', () => {
    expect(fixedParts('Failed to fetch user profile: {status}')).toEqual(['Failed to fetch user profile:']);
    expect(fixedParts('{status}: {text}')).toEqual(['\u0000: \u0000']);
    expect(fixedParts(' / ')).toEqual([' / ']);
    expect(fixedParts('...to update a subcategory')).toEqual(['to update a subcategory']);
    expect(fixedParts('Initializing...')).toEqual(['Initializing...']);
  });

  it('reads strings, templates and JSX text but not comments', () => {
    const literals = literalsOf(
      'planted.tsx',
      [
        "// 'Only in a comment'",
        '/** "Only in a doc comment" */',
        "const a = 'Plain string';",
        'const b = `Failed to fetch user profile: ${status}`;',
        'const e = `${status}: ${text}`;',
        "const c = 'Split ' + 'sentence';",
        'const d = <p>Are you sure? This will permanently delete the subcategory &quot;{name}&quot;.</p>;',
      ].join('\n'),
    );
    expect(missingFrom(literals, ['Only in a comment', 'Only in a doc comment'])).toHaveLength(2);
    // A text that only begins a longer one is not there.
    expect(missingFrom(literals, ['Plain', 'Failed to fetch'])).toHaveLength(2);
    expect(
      missingFrom(literals, [
        'Plain string',
        'Failed to fetch user profile: {status}',
        '{status}: {text}',
        'Split sentence',
        'This will permanently delete the subcategory "{name}".',
      ]),
    ).toEqual([]);
  });

  it('finds every quoted text of the specification in the product', () => {
    const quotes = quotedTexts(SPEC);
    // The spec quotes well over a hundred texts; an extraction that finds few is broken.
    expect(quotes.length).toBeGreaterThan(150);
    expect(missingFrom(productLiterals(), quotes)).toEqual([]);
  });

  it('keeps the allow-list and the shorthands to quotes the spec really has', () => {
    const quotes = new Set(quotedTexts(SPEC));
    expect([...NOT_PRODUCT_TEXTS.keys(), ...SHORTHANDS.keys()].filter((quote) => !quotes.has(quote))).toEqual([]);
  });
});
