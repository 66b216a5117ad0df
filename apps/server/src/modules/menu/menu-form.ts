import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { unreadableFormError } from '../../lib/form-errors.ts';
import { assertNoNul } from '../../lib/nul-guard.ts';
import { readUpload, type BufferedUpload } from '../media/media.service.ts';

/** A form call's text fields and its one file (undefined when no file part was sent). */
export interface MenuForm {
  fields: Record<string, unknown>;
  file: BufferedUpload | undefined;
}

/**
 * Reads a multipart form completely: fields may arrive before or after the file, so the file
 * (at most 5 MB, enforced while streaming: 413) is buffered. A JSON body is accepted too, for
 * clients that send no file. A `userId` field is read like any other and then dropped by the
 * schemas: identity comes from the token only (decisions §2).
 */
export async function readMenuForm(request: FastifyRequest): Promise<MenuForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, file: undefined };
  }
  const fields: Record<string, unknown> = {};
  let file: BufferedUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Read every file part to the end (the stream must be drained), keep the one named 'file'.
        const upload = await readUpload(part);
        if (part.fieldname === 'file') file = upload;
      } else if (part.fieldname === 'file') {
        // `formData.append('file', '')` arrives as a text field: it means "no media" (clear), like an empty file.
        if (part.value === '' || part.value === undefined) file = { data: Buffer.alloc(0), filename: '' };
      } else {
        fields[part.fieldname] = assertNoNul(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw unreadableFormError(error);
  }
  return { fields, file };
}

/**
 * Validates form fields like the route schemas validate JSON bodies: 400 VALIDATION_FAILED
 * with the first issue's message (the spec's own words live in the shared schemas).
 */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.output<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', { details: issues });
}
