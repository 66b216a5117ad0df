import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';

export { createVenue, menuApi, signIn, type Venue } from './support/api.ts';

/** A solid-colour RGB PNG, built by hand so the journeys need no image library. */
export function makePng(width: number, height: number, rgb: [number, number, number] = [220, 90, 40]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Picks up a dish card with the keyboard (spec §9: Space picks up, each arrow moves 25 px).
 * dnd-kit starts listening for the arrows a moment after the pick-up, on a timer: arrows
 * pressed before then are lost, which on a loaded machine left a card where it was. So the
 * arrows go once the drag is announced ("Picked up draggable item …", at once replaced by
 * "Draggable item … was moved over droppable area …" for the card's own place).
 */
export async function pickUpCard(page: Page, name: string) {
  const id = await page.getByRole('listitem', { name, exact: true }).getAttribute('data-item-id');
  await page.getByRole('button', { name: `Drag to reorder ${name}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`draggable item ${id}`)).toBeAttached();
}

/** Moves the picked-up card with `key` until dnd-kit announces it over the card named `target`, then drops it. */
export async function dropCardOver(page: Page, key: 'ArrowUp' | 'ArrowDown', target: string) {
  const targetId = await page.getByRole('listitem', { name: target, exact: true }).getAttribute('data-item-id');
  const over = page.getByText(`was moved over droppable area ${targetId}`);
  for (let press = 0; press < 40 && (await over.count()) === 0; press += 1) await page.keyboard.press(key);
  await expect(over).toBeAttached();
  await page.keyboard.press('Space');
}
