import { Comment } from '@myeolgong/contract/comments';
import { Message } from '@myeolgong/contract/messages-schemas';
import { NotificationMessage } from '@myeolgong/contract/notifications';
import {
  HEARTBEAT_MS,
  REALTIME_PATH,
  topicTable,
  userQueues,
  type TopicName,
} from '@myeolgong/contract/realtime';
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
 * destinations and what each carries: the contract's topic table (packages/contract/src/
 * realtime.ts) names every topic, and the payloads come from the contract's schemas.
 */
function asyncApiDocument(siteName: string) {
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
  // The payload of each topic of the contract's table; its address, words and parameters come
  // from the table itself (a topic added there without a payload here fails the type check).
  const payloads: Record<TopicName, object> = {
    commentLikes: {
      type: 'object',
      required: ['commentId', 'likeStatus', 'likes'],
      properties: { commentId: id, likeStatus: { enum: [0, 1] }, likes: { type: 'integer' } },
    },
    postLikes: {
      type: 'object',
      required: ['postId', 'likes'],
      properties: { postId: id, likes: { type: 'integer' } },
    },
    postComments: {
      type: 'object',
      required: ['postId', 'commentCount', 'comment'],
      properties: { postId: id, commentCount: { type: 'integer' }, comment: json(Comment) },
    },
    stocks: { type: 'array', items: json(Stock) },
    stock: json(Stock),
  };
  const topicChannels = Object.fromEntries(
    (Object.keys(topicTable) as TopicName[]).map((name) => {
      const { address, title, description, parameters } = topicTable[name];
      const described = Object.fromEntries(
        Object.entries(parameters).map(([key, text]) => [key, { description: text }]),
      );
      return [name, channel(address, title, description, payloads[name], described)];
    }),
  );
  const channels = {
    ...topicChannels,
    notifications: channel(
      userQueues.notifications,
      '내 알림',
      '로그인한 세션만 구독할 수 있고, 그 회원의 새 알림(묶인 좋아요 알림은 수가 늘 때마다 다시)만 받습니다. ' +
        '메시지는 GET /api/notifications의 content 항목과 같은 필드에 unreadCount(GET ' +
        '/api/notifications/unread-count의 count와 같은, 받는 회원의 읽지 않은 알림 수)를 더한 것이라, ' +
        '목록에 넣고 배지를 바꾸는 데 다시 요청할 필요가 없습니다.',
      json(NotificationMessage),
    ),
    messages: channel(
      userQueues.messages,
      '내 쪽지',
      '로그인한 세션만 구독할 수 있고, 그 회원이 받거나 보낸 새 쪽지만 받습니다 (보낸 쪽지는 다른 ' +
        '탭에서 보인 것). 메시지는 POST /api/messages의 응답과 같은 모양입니다.',
      json(Message),
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
