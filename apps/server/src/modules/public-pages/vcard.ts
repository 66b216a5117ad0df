/*
 * A vCard 4.0 (RFC 6350) for "Save contact" on the link page (decisions §6 "Link page"):
 * CRLF line ends (§3.2), lines folded at 75 octets with a leading space on each continuation,
 * never inside a UTF-8 sequence (§3.2), and text values escaped (§3.4).
 */

export interface VcardPhone {
  /** E.164 digits without '+'. */
  number: string;
  /** RFC 6350 TEL types: 'work', 'voice', 'cell', ... */
  types: string[];
  isPreferred: boolean;
}

export interface VcardContact {
  name: string;
  phones: VcardPhone[];
  email: string | null;
  /** Free text, one line or several; it goes into ADR's street component. */
  address: string | null;
  url: string;
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** RFC 6350 §3.4: backslash, comma, semicolon and line breaks in a text value. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds one content line (RFC 6350 §3.2): at most 75 octets per physical line, continuation
 * lines start with one space (which counts toward their 75). Splits between code points only,
 * so a Devanagari or emoji name is never cut mid-character.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** The card, CRLF-terminated. The primary number comes first and carries PREF=1. */
export function buildVcard(contact: VcardContact): string {
  const name = escapeText(contact.name);
  const phones = [...contact.phones].sort((a, b) => Number(b.isPreferred) - Number(a.isPreferred));
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${name}`,
    'KIND:org',
    `ORG:${name}`,
    ...phones.map((phone) => {
      const types = phone.types.length > 0 ? `;TYPE="${phone.types.join(',')}"` : '';
      return `TEL;VALUE=uri${types}${phone.isPreferred ? ';PREF=1' : ''}:tel:+${phone.number}`;
    }),
    ...(contact.email ? [`EMAIL;TYPE=work:${escapeText(contact.email)}`] : []),
    // ADR is structured: PO box;extended;street;locality;region;code;country.
    ...(contact.address ? [`ADR;TYPE=work:;;${escapeText(contact.address)};;;;`] : []),
    `URL:${contact.url}`,
    'END:VCARD',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
