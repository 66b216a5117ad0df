/*
 * A vCard 4.0 (RFC 6350) for "Save contact" on the link page (decisions §6 "Link page"):
 * CRLF line ends, lines folded at 75 octets and text values escaped (lib/content-lines.ts).
 */

import { escapeText, foldLine } from '../../lib/content-lines.ts';

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
