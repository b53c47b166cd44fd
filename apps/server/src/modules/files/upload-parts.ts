import { fileMessages as m } from '@myeolgong/contract/files';
import { AppError, badRequest } from '../../lib/errors';

/** A failure of the storage itself while a stream was being stored: a server error, not bad input. */
export class StorageError extends Error {
  override name = 'StorageError';
  constructor(override readonly cause: unknown) {
    super('storage failed', { cause });
  }
}

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']);

/**
 * What a failure of reading the multipart body means for the client. Every parser failure is the
 * client's (a cut-off or malformed body): 400 or 413 with a Korean message, never a 500.
 */
export function uploadError(error: unknown, tooLarge: () => AppError): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(m.fileRequired);
  if (code && LIMIT_CODES.has(code)) return badRequest(m.badUpload);
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return badRequest(m.badUpload);
  }
  // busboy ("Unexpected end of form", "Malformed part header"), a premature close, an aborted
  // request: the body did not arrive whole.
  return badRequest(m.truncated);
}

/**
 * Runs the reading of a multipart body, turning parser failures into client errors (see
 * uploadError) while a StorageError stays the server error it is.
 */
export async function readingMultipart<T>(
  read: () => Promise<T>,
  tooLarge: () => AppError,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof StorageError) throw error.cause;
    throw uploadError(error, tooLarge);
  }
}

/** Reads a whole part into memory, refusing more than `max` bytes as it goes. */
export async function readCapped(
  stream: AsyncIterable<Buffer>,
  max: number,
  tooLarge: () => AppError,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > max) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** Reads and discards a part the request should not have sent. */
export async function drain(stream: AsyncIterable<Buffer>): Promise<void> {
  for await (const chunk of stream) void chunk;
}
