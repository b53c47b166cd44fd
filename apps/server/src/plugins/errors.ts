import type { ErrorCode, ErrorResponse } from '@myeolgong/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/errors';
import { routerErrorHeaders } from './security';

const messageByStatus: Record<number, [ErrorCode, string]> = {
  400: ['BAD_REQUEST', '잘못된 요청입니다.'],
  401: ['UNAUTHENTICATED', '로그인이 필요합니다.'],
  403: ['FORBIDDEN', '권한이 없습니다.'],
  404: ['NOT_FOUND', '요청한 자원을 찾을 수 없습니다.'],
  405: ['METHOD_NOT_ALLOWED', '허용되지 않는 요청 방식입니다.'],
  406: ['BAD_REQUEST', '지원하지 않는 응답 형식입니다.'],
  409: ['CONFLICT', '요청이 현재 상태와 충돌합니다.'],
  413: ['PAYLOAD_TOO_LARGE', '요청 본문이 너무 큽니다.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', '지원하지 않는 콘텐츠 형식입니다.'],
  429: ['RATE_LIMITED', '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'],
  503: ['SERVICE_UNAVAILABLE', '서비스를 잠시 사용할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
};

const messageByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문이 올바른 JSON이 아닙니다.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있습니다.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '요청 본문의 길이가 올바르지 않습니다.',
  FST_ERR_CTP_BODY_TOO_LARGE: '요청 본문이 너무 큽니다.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 콘텐츠 형식입니다.',
};

/** A PostgreSQL "data exception" (SQLSTATE class 22), from the server or the embedded PGlite. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' &&
    /^22[0-9A-Z]{3}$/.test(code) &&
    typeof (error as { severity?: unknown }).severity === 'string'
  );
}

const INTERNAL_MESSAGE = '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

export function sendError(
  reply: FastifyReply,
  body: ErrorResponse,
  headers?: Record<string, string>,
) {
  if (headers) reply.headers(headers);
  return reply.status(body.status).type('application/json; charset=utf-8').send(body);
}

/** Builds the one error shape of CONTRACT.md for any error thrown anywhere in a request. */
export function toErrorResponse(error: unknown): {
  body: ErrorResponse;
  headers?: Record<string, string>;
} {
  if (error instanceof AppError) {
    return {
      body: {
        success: false,
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      },
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  const fe = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const fields: Record<string, string> = {};
    for (const issue of fe.validation) {
      const key =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        fe.validationContext ||
        'body';
      fields[key] ??= issue.message ?? '올바르지 않은 값입니다.';
    }
    const first = Object.entries(fields)[0];
    return {
      body: {
        success: false,
        status: 400,
        code: 'VALIDATION_FAILED',
        message: first
          ? `입력값이 올바르지 않습니다: ${first[0]} - ${first[1]}`
          : '입력값이 올바르지 않습니다.',
        fields,
      },
    };
  }
  if (isDataException(error)) {
    // PostgreSQL refused a value the request carried (a NUL character, a number out of range):
    // bad input, never a server error.
    return {
      body: {
        success: false,
        status: 400,
        code: 'BAD_REQUEST',
        message: '입력값에 처리할 수 없는 문자나 값이 있습니다.',
      },
    };
  }
  if (isDatabaseUnavailable(error)) {
    // The database is restarting or unreachable: a fast 503 the client may retry, never a 500.
    const [code, message] = messageByStatus[503]!;
    return {
      body: { success: false, status: 503, code, message },
      headers: { 'retry-after': '1' },
    };
  }
  const status =
    typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 600
      ? fe.statusCode
      : 500;
  if (status >= 500 && status !== 503) {
    return {
      body: { success: false, status: 500, code: 'INTERNAL_ERROR', message: INTERNAL_MESSAGE },
    };
  }
  const [code, fallback] = messageByStatus[status] ?? ['BAD_REQUEST', '잘못된 요청입니다.'];
  const message = (fe.code && messageByFastifyCode[fe.code]) ?? fallback;
  return { body: { success: false, status, code, message } };
}

/**
 * Fastify's router answers a malformed or over-long URL before any route or error handler runs, in
 * its own English shape that echoes the path back; this gives those answers the contract's shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  request.log.info({ code: error.code }, 'refused URL');
  return sendError(
    reply,
    {
      success: false,
      status: tooLong ? 414 : 400,
      code: 'BAD_REQUEST',
      message: tooLong ? '요청 주소가 너무 깁니다.' : '요청 주소가 올바르지 않습니다.',
    },
    routerErrorHeaders,
  );
}

export default fp(
  async function errorHandling(app: FastifyInstance) {
    app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const { body, headers } = toErrorResponse(error);
      if (body.status === 503) {
        // Expected while the database or a lane is away: one line per request, no stack.
        request.log.warn({ code: body.code, reason: (error as Error).message }, body.message);
      } else if (body.status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ code: body.code, status: body.status }, body.message);
      }
      return sendError(reply, body, headers);
    });
  },
  { name: 'error-handling' },
);
