import { Comment } from '@myeolgong/contract/comments';
import { HEARTBEAT_MS, REALTIME_PATH } from '@myeolgong/contract/realtime';
import { Stock } from '@myeolgong/contract/stock-schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

const id = { type: 'integer', minimum: 1 } as const;

/** The contract's named schemas, referenced from the payloads as #/components/schemas/{id}. */
function schemaCollector() {
  const schemas: Record<string, unknown> = {};
  const json = (schema: z.ZodType) => {
    const text = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' }));
    const {
      $defs,
      $schema: _,
      ...rest
    } = JSON.parse(text.replaceAll('#/$defs/', '#/components/schemas/')) as {
      $defs?: Record<string, unknown>;
      $schema?: string;
    };
    Object.assign(schemas, $defs);
    return rest;
  };
  return { schemas, json };
}

/**
 * The real-time channel (CONTRACT.md 'Real-time channel') as an AsyncAPI 3.0 document, served
 * beside the OpenAPI one at /api/asyncapi.json: where a client developer looks for the STOMP
 * destinations and what each carries. The payloads come from the contract's schemas.
 */
export function asyncApiDocument(siteName: string) {
  const { schemas, json } = schemaCollector();
  const channel = (
    address: string,
    title: string,
    description: string,
    payload: object,
    parameters: Record<string, { description: string }> = {},
  ) => ({
    address,
    title,
    description,
    parameters,
    messages: { message: { name: title, contentType: 'application/json', payload } },
  });
  const channels = {
    commentLikes: channel(
      '/topic/comments/{commentId}/likes',
      '댓글 좋아요',
      '댓글의 좋아요 수가 바뀔 때. likeStatus는 누른 회원의 상태이고, 다른 회원은 likes만 씁니다.',
      {
        type: 'object',
        required: ['commentId', 'likeStatus', 'likes'],
        properties: { commentId: id, likeStatus: { enum: [0, 1] }, likes: { type: 'integer' } },
      },
      { commentId: { description: '댓글 ID' } },
    ),
    postLikes: channel(
      '/topic/posts/{postId}/likes',
      '게시글 좋아요',
      '게시글의 좋아요 수가 바뀔 때.',
      {
        type: 'object',
        required: ['postId', 'likes'],
        properties: { postId: id, likes: { type: 'integer' } },
      },
      { postId: { description: '게시글 ID' } },
    ),
    postComments: channel(
      '/topic/posts/{postId}/comments',
      '새 댓글',
      '게시글에 댓글이 달릴 때: 댓글 수와 새 댓글 (GET /api/comments/post/{postId}의 항목과 같은 모양).',
      {
        type: 'object',
        required: ['postId', 'commentCount', 'comment'],
        properties: { postId: id, commentCount: { type: 'integer' }, comment: json(Comment) },
      },
      { postId: { description: '게시글 ID' } },
    ),
    stocks: channel(
      '/topic/stocks',
      '시세 변동',
      '직전 메시지 이후 바뀐 종목의 시세 목록 (시장 전체를 매번 보내지 않습니다).',
      { type: 'array', items: json(Stock) },
    ),
    stock: channel(
      '/topic/stocks/{stockCode}',
      '종목 시세',
      '그 종목의 시세가 바뀔 때.',
      json(Stock),
      { stockCode: { description: '6자리 종목 코드' } },
    ),
    notifications: channel(
      '/user/queue/notifications',
      '내 알림',
      '로그인한 세션만 구독할 수 있고, 그 회원의 새 알림만 받습니다 (GET /api/notifications 항목과 같은 모양).',
      { type: 'object', description: 'GET /api/notifications의 content 항목 (OpenAPI 문서 참고)' },
    ),
  };
  return {
    asyncapi: '3.0.0',
    info: {
      title: `${siteName} 실시간 채널`,
      version: '1.0.0',
      description:
        `SockJS 엔드포인트 ${REALTIME_PATH}에서 STOMP 1.2 프레임을 주고받습니다 (하트비트 ` +
        `${HEARTBEAT_MS},${HEARTBEAT_MS}). CONNECT에 Authorization: Bearer <토큰>을 실을 수 있고, ` +
        '익명 연결은 구독만 할 수 있습니다. REDIS_URL이 설정되면 메시지는 모든 서버 인스턴스로 ' +
        '퍼집니다. REST API는 /api/openapi.json에 있습니다.',
    },
    defaultContentType: 'application/json',
    servers: {
      site: {
        host: 'localhost:8080',
        protocol: 'stomp',
        pathname: REALTIME_PATH,
        description: '사이트와 같은 출처 (SockJS, STOMP 1.2)',
      },
    },
    channels,
    components: { schemas },
    operations: Object.fromEntries(
      Object.keys(channels).map((name) => [
        `receive-${name}`,
        {
          action: 'receive',
          channel: { $ref: `#/channels/${name}` },
          messages: [{ $ref: `#/channels/${name}/messages/message` }],
        },
      ]),
    ),
  };
}

export default fp(
  async function asyncapi(app: FastifyInstance, opts: { siteName: string }) {
    const document = asyncApiDocument(opts.siteName);
    app.get('/api/asyncapi.json', { schema: { hide: true } }, async () => document);
  },
  { name: 'asyncapi' },
);
