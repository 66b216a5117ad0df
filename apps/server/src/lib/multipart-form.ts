import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { FILE_TOO_LARGE_MESSAGE, unreadableFormError } from './form-errors.ts';
import { assertNoNul } from './nul-guard.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The text fields of a multipart form call. `readForm` validates with it, and the OpenAPI
     * document, the permission matrix and the fuzz test read it from `app.apiRoutes`: a form's
     * fields are declared once, where the route is.
     */
    form?: z.ZodType;
  }
}

/** A file already read into memory (at most 5 MB: the multipart limit, decisions §4). */
export interface BufferedUpload {
  data: Buffer;
  filename: string;
}

export interface FormInput<Fields> {
  fields: Fields;
  /**
   * The form's file: the part named `file`, else its only file part; undefined when none was
   * sent. An empty `file` (an empty part, or `formData.append('file', '')`) means "no media".
   */
  file: BufferedUpload | undefined;
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
 * Reads a form call completely and validates its fields with the route's declared
 * `config.form` (400 VALIDATION_FAILED with the first issue's message, the spec's own words).
 * Fields may come before or after the file, so the file is buffered. With `acceptJson`, a JSON
 * body stands for a form without a file (menu calls from clients that send none). A `userId`
 * field is read like any other and dropped by the schemas: identity comes from the token only.
 * @throws AppError 400 for a malformed form or invalid fields, 413 for a file over 5 MB.
 */
export async function readForm<Schema extends z.ZodType>(
  request: FastifyRequest,
  schema: Schema,
  options: { acceptJson?: boolean } = {},
): Promise<FormInput<z.output<Schema>>> {
  if (request.routeOptions.config.form !== schema) {
    throw new Error(`${request.routeOptions.url} reads a form it does not declare: set config.form to the same schema`);
  }
  const raw = request.isMultipart() ? await readParts(request) : jsonForm(request, options.acceptJson ?? false);
  return { fields: parseFields(schema, raw.fields), file: raw.file };
}

function jsonForm(request: FastifyRequest, acceptJson: boolean): { fields: Record<string, unknown>; file: undefined } {
  if (!acceptJson) throw new AppError('BAD_REQUEST', 'Send the form as multipart/form-data');
  const body = request.body;
  return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, file: undefined };
}

async function readParts(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file: BufferedUpload | undefined }> {
  const fields: Record<string, unknown> = {};
  let named: BufferedUpload | undefined;
  let other: BufferedUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file part is read to its end (the stream must be drained).
        const upload = await readUpload(part);
        if (part.fieldname === 'file') named = upload;
        else other ??= upload;
      } else if (part.fieldname === 'file') {
        if (part.value === '' || part.value === undefined) named = { data: Buffer.alloc(0), filename: '' };
      } else {
        fields[part.fieldname] = assertNoNul(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw unreadableFormError(error);
  }
  return { fields, file: named ?? other };
}

/** Validates fields like the route schemas validate JSON bodies. */
function parseFields<Schema extends z.ZodType>(schema: Schema, fields: Record<string, unknown>): z.output<Schema> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', { details: issues });
}
