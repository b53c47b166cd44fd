import { linkPreviewGet } from '@myeolgong/contract/endpoints';
import { ErrorResponse } from '@myeolgong/contract/errors';
import {
  linkPreviewMessages as m,
  linkPreviewTypes,
  type LinkPreview,
} from '@myeolgong/contract/link-preview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const LinkPreviewSchema: z.ZodType<LinkPreview> = z
  .object({
    url: z.string(),
    type: z.enum(linkPreviewTypes),
    title: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    siteName: z.string().nullable(),
    favicon: z.string().nullable(),
  })
  .meta({ id: 'LinkPreview' });

const linkPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.linkPreview;
  if (app.config.LINK_PREVIEW_ALLOW_HOSTS.length > 0) {
    app.log.warn(
      { hosts: app.config.LINK_PREVIEW_ALLOW_HOSTS },
      'LINK_PREVIEW_ALLOW_HOSTS가 설정되어 이 주소들은 링크 미리보기의 주소 검사를 받지 않습니다. 테스트 전용이며 운영 환경에서는 절대 설정하지 마세요.',
    );
  }

  app.get(
    linkPreviewGet.path,
    {
      schema: {
        tags: ['link-preview'],
        summary: '링크 미리보기 (공개 인터넷 주소만, 5초·1MB 제한, 결과 캐시)',
        querystring: z.object({
          url: z.string({ error: m.urlRequired }).max(10_000, { error: m.urlTooLong }),
        }),
        response: { 200: LinkPreviewSchema, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const preview = await service.preview(request.query.url, request.ip);
      reply.header('cache-control', 'public, max-age=600');
      return preview;
    },
  );
};

export default linkPreviewRoutes;
