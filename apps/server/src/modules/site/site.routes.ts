import { siteInfo } from '@myeolgong/contract/endpoints';
import { SiteInfo } from '@myeolgong/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    siteInfo.path,
    { schema: { tags: ['site'], summary: '사이트 정보', response: { 200: SiteInfo } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        siteName: app.config.SITE_NAME,
        contactEmail: app.config.CONTACT_EMAIL,
        devLogin: app.config.devLogin,
        googleLogin: Boolean(app.config.GOOGLE_CLIENT_ID),
        emailConfirmation: Boolean(app.config.SMTP_URL && app.config.PUBLIC_ORIGIN),
      };
    },
  );
};

export default siteRoutes;
