import { randomCode } from '../../lib/ids.ts';
import { loadQrCode } from '../../lib/load-on-use.ts';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@venue/shared';

/**
 * A ticket's door code: 12 characters from 25 without look-alikes, about 56 bits, so a code
 * cannot be guessed and is read out at the door without doubt.
 */
export const newTicketCode = (): string => randomCode(TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH);

/** Codes are typed as read: case and spaces or dashes do not matter. */
export const normaliseTicketCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** The guest's order link secret; only its hash is stored. */
export {
  guestSecretMatches as orderTokenMatches,
  hashGuestSecret as hashOrderToken,
  newGuestSecret as newOrderToken,
} from '../../lib/guest-secret.ts';

/** The code as an SVG data URL, error correction 'M' like the table QRs (modules/qr). */
export async function ticketQr(code: string): Promise<string> {
  const svg = await loadQrCode().toString(code, { errorCorrectionLevel: 'M', margin: 2, type: 'svg' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
