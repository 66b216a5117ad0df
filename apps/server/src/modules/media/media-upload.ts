import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { FILE_TOO_LARGE_MESSAGE, unreadableFormError } from '../../lib/form-errors.ts';
import { assertNoNul } from '../../lib/nul-guard.ts';

/** A file already read into memory (at most 5 MB: the multipart limit, decisions §4). */
export interface BufferedUpload {
  data: Buffer;
  filename: string;
}

export interface MultipartForm {
  /** Text fields by name (the last value wins when a name repeats). */
  fields: Record<string, string>;
  /** The one file part, read into memory; null when the form has none. */
  file: BufferedUpload | null;
}

export { FILE_TOO_LARGE_MESSAGE };

/**
 * Reads a multipart file part into memory. The multipart plugin (app.ts) stops the stream at
 * 5,242,880 bytes, so no more than that is ever held.
 * @throws AppError PAYLOAD_TOO_LARGE when the file passes the limit.
 */
export async function readUpload(file: MultipartFile): Promise<BufferedUpload> {
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    throw unreadableFormError(error);
  }
  // Belt and braces: without throwFileSizeLimit busboy only truncates the stream.
  if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
  return { data, filename: file.filename };
}

/**
 * Reads a whole multipart form: its text fields and its one file, whatever their order (the
 * dashboard appends `file` before the other fields, so the file is buffered while the stream
 * moves on). Each breach of the plugin's limits becomes an envelope error with a clear sentence.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: BufferedUpload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await readUpload(part);
      else if (typeof part.value === 'string') fields[part.fieldname] = assertNoNul(part.fieldname, part.value);
    }
  } catch (error) {
    throw unreadableFormError(error);
  }
  return { fields, file };
}
