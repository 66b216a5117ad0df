/*
 * Content lines as iCalendar (RFC 5545 §3.1, §3.3.11) and vCard (RFC 6350 §3.2, §3.4) both
 * write them: TEXT values escaped, lines folded at 75 octets. Folding counts octets, not
 * characters: a venue named in Devanagari or with "₹" would otherwise give lines that
 * calendar and contact apps may refuse.
 */

const MAX_LINE_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line: no line longer than 75 octets, continuation lines start with one
 * space (within their 75), and a UTF-8 sequence is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
