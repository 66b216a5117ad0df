import yauzl from 'yauzl';
import { AppError } from '../../lib/errors.ts';

/** Limits checked on the zip's directory before any parser touches it (decisions §4). */
export const ARCHIVE_LIMITS = {
  /** Sum of the declared uncompressed sizes of every entry. */
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxEntries: 2_000,
  /** A real workbook compresses ~5–20:1; a bomb compresses thousands to one. */
  maxCompressionRatio: 100,
} as const;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type SpreadsheetKind = 'xlsx' | 'csv';

/**
 * Decides what the upload is from its bytes, not its name: an .xlsx is a zip; a CSV is text
 * (valid UTF-8 without NUL bytes). Anything else is refused with the message the owner sees.
 */
export function detectSpreadsheetKind(data: Buffer): SpreadsheetKind {
  if (data.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty. Choose a filled-in .xlsx or .csv file.');
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  const sample = data.subarray(0, 64 * 1024);
  if (!sample.includes(0) && isUtf8(sample)) return 'csv';
  throw new AppError('UNSUPPORTED_MEDIA', 'This file is not a spreadsheet. Upload an .xlsx or .csv file.');
}

function isUtf8(sample: Buffer): boolean {
  try {
    // The sample may end inside a multi-byte character; fatal decoding of all but the last 3
    // bytes is enough to tell text from binary.
    new TextDecoder('utf-8', { fatal: true }).decode(sample.subarray(0, Math.max(0, sample.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the zip's central directory (no entry is inflated) and refuses bombs: too many
 * entries, too large once unpacked, or compressed too well. The parser's own worker still runs
 * with a memory cap, in case a directory lies about its sizes.
 */
export async function inspectArchive(data: Buffer): Promise<{ entries: number; uncompressedBytes: number }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error || !file ? reject(error) : resolve(file),
    ),
  ).catch(() => {
    throw new AppError('UNSUPPORTED_MEDIA', 'This file is not a readable spreadsheet. Upload an .xlsx or .csv file.');
  });
  let entries = 0;
  let uncompressedBytes = 0;
  let compressedBytes = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        uncompressedBytes += entry.uncompressedSize;
        compressedBytes += entry.compressedSize;
        if (entries > ARCHIVE_LIMITS.maxEntries) {
          return reject(
            new AppError(
              'BAD_REQUEST',
              `The spreadsheet has too many parts (over ${ARCHIVE_LIMITS.maxEntries}) and was refused.`,
            ),
          );
        }
        if (uncompressedBytes > ARCHIVE_LIMITS.maxUncompressedBytes) {
          return reject(
            new AppError('PAYLOAD_TOO_LARGE', 'The spreadsheet is too large once unpacked (over 50 MB) and was refused.'),
          );
        }
        const entryRatio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (entry.uncompressedSize > 1_000_000 && entryRatio > ARCHIVE_LIMITS.maxCompressionRatio) {
          return reject(
            new AppError(
              'BAD_REQUEST',
              'The spreadsheet is compressed suspiciously well and was refused. Save it again from your spreadsheet app.',
            ),
          );
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', () =>
        reject(new AppError('UNSUPPORTED_MEDIA', 'This file is not a readable spreadsheet. Upload an .xlsx or .csv file.')),
      );
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  if (uncompressedBytes > 1_000_000 && uncompressedBytes / Math.max(compressedBytes, 1) > ARCHIVE_LIMITS.maxCompressionRatio) {
    throw new AppError(
      'BAD_REQUEST',
      'The spreadsheet is compressed suspiciously well and was refused. Save it again from your spreadsheet app.',
    );
  }
  return { entries, uncompressedBytes };
}
