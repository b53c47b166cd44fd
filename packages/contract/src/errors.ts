import { z } from 'zod';

/** Stable, machine-readable error identifiers. Clients branch on these, never on messages. */
const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  /** 403 for a member an operator restricted from writing (the message names the end date). */
  'RESTRICTED',
  'LIMIT_EXCEEDED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** The body of every non-2xx response. */
export const ErrorResponse = z
  .object({
    success: z.literal(false),
    /** The HTTP status, repeated for clients that only see the body. */
    status: z.number().int(),
    code: ErrorCode,
    /** Korean, fit to show to the user as is. */
    message: z.string(),
    /** Per-field Korean messages for validation failures. */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
