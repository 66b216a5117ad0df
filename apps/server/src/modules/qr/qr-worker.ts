/**
 * Runs in the render pool (lib/render-pool.ts): the QR files that cost real CPU, off the event
 * loop. Bytes go back as Uint8Array, which is what a worker's message keeps of a Buffer.
 */
import { qrPng, qrSheetPdf, type SheetEntry } from './qr-files.ts';

export interface SheetTask {
  venueName: string;
  entries: SheetEntry[];
}

export async function sheetPdf(task: SheetTask): Promise<Uint8Array> {
  return qrSheetPdf(task.venueName, task.entries);
}

export interface ImageTask {
  url: string;
  /** Set under the code; '' for none. */
  label: string;
}

export async function png(task: ImageTask): Promise<Uint8Array> {
  return qrPng(task.url, task.label);
}
