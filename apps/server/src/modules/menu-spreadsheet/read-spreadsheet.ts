import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/errors.ts';
import { detectSpreadsheetKind, inspectArchive } from './archive-safety.ts';
import type { ParseRequest, ParseResult, SheetRow } from './parse-worker.ts';

export type { SheetRow };

/** Data rows an import may hold; a menu of that size is already far past any real venue. */
export const MAX_IMPORT_ROWS = 10_000;
const WORKER_MEMORY_MB = 256;
const WORKER_TIMEOUT_MS = 30_000;

/**
 * Reads a spreadsheet off the request thread: checks the bytes and the archive first, then
 * parses in a worker with a memory cap and a deadline, so a hostile file cannot stall or
 * exhaust the server while other requests are being answered.
 */
export async function readSpreadsheet(
  data: Buffer,
  sheetName: string,
): Promise<{ rows: SheetRow[]; kind: 'xlsx' | 'csv'; parsedOnThread: number }> {
  const kind = detectSpreadsheetKind(data);
  if (kind === 'xlsx') await inspectArchive(data);
  const request: ParseRequest = { data: new Uint8Array(data), kind, sheetName, maxRows: MAX_IMPORT_ROWS };
  const result = await new Promise<ParseResult>((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker.ts', import.meta.url), {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB, maxYoungGenerationSizeMb: 32 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new AppError('BAD_REQUEST', 'The spreadsheet took too long to read and was refused.'));
    }, WORKER_TIMEOUT_MS);
    worker.once('message', (message: ParseResult) => {
      clearTimeout(timer);
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      const outOfMemory =
        /memory/i.test(String(error?.message)) || (error as NodeJS.ErrnoException)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      reject(
        new AppError(
          'BAD_REQUEST',
          outOfMemory
            ? 'The spreadsheet is too large to read and was refused.'
            : 'This file is not a readable spreadsheet. Upload an .xlsx or .csv file.',
        ),
      );
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new AppError('BAD_REQUEST', 'The spreadsheet is too large to read and was refused.'));
    });
  });
  if (!result.ok) throw new AppError('UNSUPPORTED_MEDIA', result.message);
  if (result.rows.length > MAX_IMPORT_ROWS + 1) {
    throw new AppError(
      'BAD_REQUEST',
      `The spreadsheet has more than ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows. Split it into smaller files.`,
    );
  }
  return { rows: result.rows, kind, parsedOnThread: result.threadId };
}
