import { AppError } from './errors.ts';

export const FILE_TOO_LARGE_MESSAGE = 'File size exceeds 5MB limit';
export const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Please send it again as multipart/form-data.';

/**
 * The multipart plugin's limit errors (app.ts: one file, 40 fields) as envelope errors, each
 * with its own sentence: all of them travel as 413 from the plugin, but only a file over 5 MB
 * is "too large" to the person uploading. Null for anything else.
 */
export function formLimitError(error: unknown): AppError | null {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE_MESSAGE);
    case 'FST_FILES_LIMIT':
      return new AppError('BAD_REQUEST', 'Upload one file at a time');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError('BAD_REQUEST', 'The form has too many fields');
    case 'FST_PROTO_VIOLATION':
      return new AppError('BAD_REQUEST', 'The form has a field name that is not allowed');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('BAD_REQUEST', 'Send the form as multipart/form-data');
    default:
      return null;
  }
}

/**
 * Whatever breaks while a form is streamed in (a limit, or busboy's "Unexpected end of
 * multipart data", "Malformed part header" and the like) is a form the client sent wrong:
 * nothing but parsing happens during the read, so it is never a 500.
 */
export function unreadableFormError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return formLimitError(error) ?? new AppError('BAD_REQUEST', UNREADABLE_FORM_MESSAGE);
}
