import { AppError } from '../../lib/errors.ts';
import { runRender } from '../../lib/render-pool.ts';
import { detectSpreadsheetKind, inspectArchive } from './archive-safety.ts';
import type { ParseRequest, ParseResult, SheetRow } from './parse-worker.ts';

export type { SheetRow };

/** Data rows an import may hold; a menu of that size is already far past any real venue. */
export const MAX_IMPORT_ROWS = 10_000;
/** Counted from the request, waiting for a thread included: the render queue is short. */
const PARSE_DEADLINE_MS = 45_000;
const PARSE_WORKER = new URL('./parse-worker.ts', import.meta.url);

const TOO_SLOW = 'The spreadsheet took too long to read and was refused.';
const TOO_LARGE = 'The spreadsheet is too large to read and was refused.';
const UNREADABLE = 'This file is not a readable spreadsheet. Upload an .xlsx or .csv file.';

/**
 * Reads a spreadsheet off the request thread: checks the bytes and the archive first, then
 * parses in the render pool, whose threads have a memory cap, with a deadline, so a hostile file
 * cannot stall or exhaust the server while other requests are being answered, and eight of them
 * at once wait their turn instead of each taking a thread and its memory.
 * @throws AppError UNAVAILABLE (503) when the pool is full; BAD_REQUEST / UNSUPPORTED_MEDIA /
 *   PAYLOAD_TOO_LARGE for files that cannot be read.
 */
export async function readSpreadsheet(
  data: Buffer,
  sheetName: string,
  venue?: string,
): Promise<{ rows: SheetRow[]; kind: 'xlsx' | 'csv'; parsedOnThread: number }> {
  const kind = detectSpreadsheetKind(data);
  if (kind === 'xlsx') await inspectArchive(data);
  const request: ParseRequest = { data: new Uint8Array(data), kind, sheetName, maxRows: MAX_IMPORT_ROWS };
  let result: ParseResult;
  try {
    result = await runRender<ParseResult>(PARSE_WORKER, 'parseSpreadsheet', request, {
      signal: AbortSignal.timeout(PARSE_DEADLINE_MS),
      transferList: [request.data.buffer as ArrayBuffer],
      venue,
    });
  } catch (error) {
    throw parseFailure(error);
  }
  if (!result.ok) throw new AppError('UNSUPPORTED_MEDIA', result.message);
  if (result.rows.length > MAX_IMPORT_ROWS + 1) {
    throw new AppError(
      'BAD_REQUEST',
      `The spreadsheet has more than ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} rows. Split it into smaller files.`,
    );
  }
  return { rows: result.rows, kind, parsedOnThread: result.threadId };
}

function parseFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { name, message, code } = (error ?? {}) as { name?: string; message?: string; code?: string };
  if (name === 'AbortError' || name === 'TimeoutError') return new AppError('BAD_REQUEST', TOO_SLOW);
  // The pool replaces a thread that ran out of its heap; the file is what filled it.
  if (code === 'ERR_WORKER_OUT_OF_MEMORY' || /memory/i.test(String(message))) return new AppError('BAD_REQUEST', TOO_LARGE);
  return new AppError('BAD_REQUEST', UNREADABLE);
}
