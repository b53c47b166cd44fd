import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { tidyOpenApi } from './openapi-document';

/** The OpenAPI document, generated from the contract's zod schemas on every route. */
export default fp(
  async function openapi(app: FastifyInstance, opts: { siteName: string }) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${opts.siteName} API`,
          description:
            '커뮤니티, 실시간 주식, AI 도구 API. 별칭 경로는 deprecated로 표시됩니다. ' +
            '실시간 채널(STOMP over SockJS /ws)의 목적지와 메시지는 /api/asyncapi.json (AsyncAPI 3.0)에 있습니다.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      // Put right where the generator falls short of the linter (openapi-document.ts).
      transformObject: (document) => tidyOpenApi(jsonSchemaTransformObject(document)),
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformSpecificationClone: true,
      uiConfig: { url: '/api/openapi.json' } as Record<string, unknown>,
    });
  },
  { name: 'openapi' },
);
