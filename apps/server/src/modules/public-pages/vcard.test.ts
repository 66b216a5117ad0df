import { describe, expect, it } from 'vitest';
import { buildVcard } from './vcard.ts';

describe('vCard (RFC 6350)', () => {
  it('ends every line with CRLF and lists the preferred number first', () => {
    const card = buildVcard({
      name: 'Café; Bar',
      phones: [
        { number: '919876543210', types: ['work', 'cell'], isPreferred: false },
        { number: '918041234567', types: ['work', 'voice'], isPreferred: true },
      ],
      email: null,
      address: null,
      url: 'https://venue.example/v/cafe/links',
    });
    expect(card).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:4.0',
        'FN:Café\\; Bar',
        'KIND:org',
        'ORG:Café\\; Bar',
        'TEL;VALUE=uri;TYPE="work,voice";PREF=1:tel:+918041234567',
        'TEL;VALUE=uri;TYPE="work,cell":tel:+919876543210',
        'URL:https://venue.example/v/cafe/links',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });
});
