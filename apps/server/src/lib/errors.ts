import type { ErrorCode } from '@myeolgong/contract/errors';

/** An error whose status, code and Korean message are fit to send to the client as they are. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, fields ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, fields);

export const validationFailed = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', message, fields);

export const unauthenticated = (message = '로그인이 필요합니다.') =>
  new AppError(401, 'UNAUTHENTICATED', message);

export const forbidden = (message = '권한이 없습니다.') => new AppError(403, 'FORBIDDEN', message);

export const notFound = (message = '요청한 자원을 찾을 수 없습니다.') =>
  new AppError(404, 'NOT_FOUND', message);

export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

export const tooManyRequests = (retryAfterSeconds: number, message?: string) =>
  new AppError(
    429,
    'RATE_LIMITED',
    message ?? `요청이 너무 많습니다. ${retryAfterSeconds}초 후에 다시 시도해 주세요.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

export const serviceUnavailable = (
  message = '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
) => new AppError(503, 'SERVICE_UNAVAILABLE', message);
