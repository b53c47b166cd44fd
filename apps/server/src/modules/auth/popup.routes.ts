// Over 400 lines: the popup's routes (Google, its agreements page, the development sign-in) share one flow
// cookie, one origin check and one result page; split, each part would import them all back.
import {
  authGoogle,
  authGoogleAgreements,
  authGoogleCallback,
} from '@myeolgong/contract/endpoints';
import { randomBytes } from 'node:crypto';
import { authMessages, type PopupMessage } from '@myeolgong/contract/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopbackAddress } from '../../lib/client-address';
import { AppError } from '../../lib/errors';
import { devLoginPage, googleAgreementsPage, popupResultPage, popupScript } from './auth.pages';
import { AgreementsRequired, type AuthService } from './auth.service';
import {
  createOidcProvider,
  newFlowSecrets,
  type ExternalProfile,
  type FlowSecrets,
} from './oidc-provider';

type App = Parameters<FastifyPluginAsyncZod>[0];

const FLOW_COOKIE = 'oidc_flow';
const FLOW_PURPOSE = 'oidc-flow';
const FLOW_SECONDS = 600;
/** A Google identity waiting for its agreements before its account is made (sealed, 10 minutes). */
const SIGNUP_COOKIE = 'oidc_signup';
const SIGNUP_PURPOSE = 'oidc-signup';

/** The agreements' checkboxes of a popup form ('on' when ticked). */
const agreementFields = {
  terms: z.literal('on').optional(),
  privacy: z.literal('on').optional(),
  age14: z.literal('on').optional(),
  marketing: z.literal('on').optional(),
};
const ticked = (form: Partial<Record<keyof typeof agreementFields, 'on'>>) => ({
  terms: form.terms === 'on',
  privacy: form.privacy === 'on',
  age14: form.age14 === 'on',
  marketing: form.marketing === 'on',
});

const messages = {
  notConfigured: '구글 로그인이 설정되지 않았습니다. 관리자에게 문의해 주세요.',
  expired: '로그인 요청이 만료되었습니다. 다시 시도해 주세요.',
  cancelled: '로그인이 취소되었습니다.',
  failed: '로그인 처리 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  badOrigin: '허용되지 않은 사이트에서 요청한 로그인입니다.',
  badEmail: '올바른 이메일 주소를 입력해주세요.',
};

/** The site origin travels in `state` (SPEC.md §7), next to a random part that makes it unique. */
const encodeState = (origin: string) =>
  Buffer.from(JSON.stringify({ o: origin, r: randomBytes(16).toString('base64url') })).toString(
    'base64url',
  );
function originInState(state: string | undefined): string | null {
  if (!state) return null;
  try {
    const decoded = JSON.parse(Buffer.from(state, 'base64url').toString('utf8')) as { o?: unknown };
    return typeof decoded.o === 'string' ? decoded.o : null;
  } catch {
    return null;
  }
}

/**
 * The sign-in popup: Google's OpenID flow (/api/auth/google and its callback), the page script,
 * and the development sign-in (DEV_LOGIN=on, loopback only) that stands in for Google. Registered
 * by auth.routes.ts inside its plugin, so the popup's opener policy hook covers these routes.
 */
export function popupRoutes(app: App, service: AuthService) {
  const config = app.config;
  if (config.devLogin) {
    app.log.warn(
      'DEV_LOGIN=on: 개발용 로그인이 켜져 있습니다. 이 서버와 같은 컴퓨터(loopback)에서 비밀번호 없이 일반 회원으로 로그인할 수 있습니다. 공개 서버에서는 끄세요.',
    );
  }
  /**
   * The development sign-in answers loopback clients only. A request that came through a proxy
   * this server does not trust (X-Forwarded-For while TRUST_PROXY is off) is not local, even when
   * the proxy itself runs on this machine.
   */
  const fromLoopback = (request: FastifyRequest) =>
    isLoopbackAddress(request.ip) &&
    (config.TRUST_PROXY !== false ||
      (request.headers['x-forwarded-for'] === undefined &&
        request.headers.forwarded === undefined));
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? createOidcProvider({
          issuer: config.GOOGLE_ISSUER,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
        })
      : undefined;
  const tags = ['auth'];

  /**
   * Where sign-in results may be posted: PUBLIC_ORIGIN, or without it the server's own loopback
   * addresses on PORT (and Vite's dev server in development). Never the request's Host header: a
   * client chooses it, and the popup would hand a token to whatever origin it named (issue 50).
   */
  const allowedOrigins = new Set(
    config.PUBLIC_ORIGIN
      ? [config.PUBLIC_ORIGIN]
      : [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`],
  );
  if (config.NODE_ENV === 'development') {
    allowedOrigins.add('http://localhost:5173');
    allowedOrigins.add('http://127.0.0.1:5173');
  }
  const defaultOrigin = config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`;
  const isAllowedOrigin = (origin: string) => allowedOrigins.has(origin);
  /** The provider sends the browser back here: the configured site, else the allowed origin asked for. */
  const callbackBase = (origin: string) => config.PUBLIC_ORIGIN ?? origin;

  function finishPopup(reply: FastifyReply, message: PopupMessage, targetOrigin: string | null) {
    return (
      reply
        .clearCookie(FLOW_COOKIE, { path: '/api/auth' })
        // The popup comes back from the provider's origin; any other opener policy would cut it off
        // from window.opener and the result could not be posted.
        .header('cross-origin-opener-policy', 'unsafe-none')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(popupResultPage(message, targetOrigin))
    );
  }

  const failure = (error: string, errorMessage: string): PopupMessage => ({ error, errorMessage });

  async function readFlow(request: FastifyRequest) {
    const sealed = request.cookies[FLOW_COOKIE];
    const data = sealed ? await app.tokens.unseal(sealed, FLOW_PURPOSE) : null;
    if (!data?.state || !data.nonce || !data.codeVerifier || !data.origin) return null;
    return {
      state: data.state,
      nonce: data.nonce,
      codeVerifier: data.codeVerifier,
      origin: data.origin,
    };
  }

  function errorMessageOf(error: unknown) {
    return error instanceof AppError ? error.message : messages.failed;
  }

  app.get(
    authGoogle.path,
    {
      schema: {
        tags,
        summary: '구글 로그인 팝업 시작',
        description:
          'origin: 로그인 결과를 받을 사이트 주소. 구글이 설정되지 않았으면 개발용 로그인 화면으로 이동합니다.',
        querystring: z.object({ origin: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const origin = request.query.origin ?? defaultOrigin;
      if (!isAllowedOrigin(origin)) {
        return finishPopup(reply, failure('invalid_origin', messages.badOrigin), null);
      }
      if (!google && !config.devLogin) {
        return finishPopup(reply, failure('not_configured', messages.notConfigured), origin);
      }
      if (!google && !fromLoopback(request)) {
        return finishPopup(
          reply,
          failure('dev_login_loopback_only', authMessages.devLoginLoopbackOnly),
          origin,
        );
      }
      const secrets: FlowSecrets = await newFlowSecrets(encodeState(origin));
      const sealed = await app.tokens.seal({ ...secrets, origin }, FLOW_PURPOSE, FLOW_SECONDS);
      reply.setCookie(FLOW_COOKIE, sealed, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: FLOW_SECONDS,
      });
      if (!google)
        return reply.redirect(`/api/auth/dev?state=${encodeURIComponent(secrets.state)}`);
      try {
        const url = await google.authorizationUrl(
          `${callbackBase(origin)}/api/auth/google/callback`,
          secrets,
        );
        return reply.redirect(url.href);
      } catch (error) {
        request.log.error({ err: error }, 'OpenID discovery failed');
        return finishPopup(reply, failure('provider_unavailable', messages.failed), origin);
      }
    },
  );

  app.get(
    authGoogleCallback.path,
    {
      schema: {
        tags,
        summary: '구글 로그인 콜백',
        querystring: z.object({
          state: z.string().max(1000).optional(),
          code: z.string().max(4000).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const flow = await readFlow(request);
      const stated = originInState(request.query.state);
      const target = flow?.origin ?? (stated && isAllowedOrigin(stated) ? stated : null);
      if (!google)
        return finishPopup(reply, failure('not_configured', messages.notConfigured), target);
      if (!flow || flow.state !== request.query.state) {
        return finishPopup(reply, failure('invalid_state', messages.expired), target);
      }
      if (request.query.error) {
        return finishPopup(reply, failure(request.query.error, messages.cancelled), flow.origin);
      }
      try {
        const callbackUrl = new URL(request.url, callbackBase(flow.origin));
        const profile = await google.finish(callbackUrl, flow);
        try {
          const result = await service.signInExternal(profile, request.ip);
          return finishPopup(
            reply,
            { token: result.token, isFirstLogin: result.isFirstLogin },
            flow.origin,
          );
        } catch (error) {
          if (!(error instanceof AgreementsRequired)) throw error;
          return askAgreements(reply, profile, flow.origin);
        }
      } catch (error) {
        if (!(error instanceof AppError)) request.log.warn({ err: error }, 'Google sign-in failed');
        return finishPopup(reply, failure('login_failed', errorMessageOf(error)), flow.origin);
      }
    },
  );

  /** Keeps the identity (sealed, in a cookie) and shows the agreements; nothing is stored yet. */
  async function askAgreements(reply: FastifyReply, profile: ExternalProfile, origin: string) {
    const signup = randomBytes(16).toString('base64url');
    const sealed = await app.tokens.seal(
      {
        signup,
        origin,
        subject: profile.subject,
        email: profile.email ?? '',
        emailVerified: profile.emailVerified ? '1' : '',
        name: profile.name ?? '',
        picture: profile.picture ?? '',
      },
      SIGNUP_PURPOSE,
      FLOW_SECONDS,
    );
    return reply
      .clearCookie(FLOW_COOKIE, { path: '/api/auth' })
      .setCookie(SIGNUP_COOKIE, sealed, {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: origin.startsWith('https:'),
        maxAge: FLOW_SECONDS,
      })
      .header('cross-origin-opener-policy', 'unsafe-none')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(googleAgreementsPage({ signup }));
  }

  app.post(
    authGoogleAgreements.path,
    {
      schema: {
        tags,
        summary: '구글 로그인으로 가입: 약관 동의 후 계정 만들기',
        description:
          '구글 로그인이 새 계정을 만들어야 할 때 팝업이 보여 주는 동의 화면의 제출. 이용약관, 개인정보 수집·이용, 만 14세 이상은 필수입니다.',
        body: z.object({ signup: z.string().max(100), ...agreementFields }),
      },
    },
    async (request, reply) => {
      const sealed = request.cookies[SIGNUP_COOKIE];
      const data = sealed ? await app.tokens.unseal(sealed, SIGNUP_PURPOSE) : null;
      if (!data?.subject || !data.origin || data.signup !== request.body.signup) {
        return finishPopup(reply, failure('invalid_state', messages.expired), data?.origin ?? null);
      }
      const profile: ExternalProfile = {
        subject: data.subject,
        email: data.email || null,
        emailVerified: data.emailVerified === '1',
        name: data.name || null,
        picture: data.picture || null,
      };
      try {
        const result = await service.signInExternal(profile, request.ip, ticked(request.body));
        reply.clearCookie(SIGNUP_COOKIE, { path: '/api/auth' });
        return finishPopup(
          reply,
          { token: result.token, isFirstLogin: result.isFirstLogin },
          data.origin,
        );
      } catch (error) {
        if (error instanceof AppError && error.status === 400) {
          return reply
            .status(400)
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(googleAgreementsPage({ signup: data.signup, error: error.message }));
        }
        reply.clearCookie(SIGNUP_COOKIE, { path: '/api/auth' });
        return finishPopup(reply, failure('login_failed', errorMessageOf(error)), data.origin);
      }
    },
  );

  app.get('/api/auth/popup.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(popupScript),
  );

  if (config.devLogin) {
    /** 403 page for a development sign-in from anywhere but this machine. */
    const refuseRemote = (reply: FastifyReply) =>
      reply
        .status(403)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(devLoginPage({ state: '', error: authMessages.devLoginLoopbackOnly }));

    app.get(
      '/api/auth/dev',
      {
        schema: {
          tags,
          summary: '개발용 로그인 화면 (DEV_LOGIN=on, 이 컴퓨터에서만)',
          querystring: z.object({ state: z.string().max(1000).default('') }),
        },
      },
      async (request, reply) => {
        if (!fromLoopback(request)) return refuseRemote(reply);
        const flow = await readFlow(request);
        if (!flow || flow.state !== request.query.state) {
          return finishPopup(reply, failure('invalid_state', messages.expired), null);
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(devLoginPage({ state: flow.state }));
      },
    );

    app.post(
      '/api/auth/dev',
      {
        schema: {
          tags,
          summary: '개발용 로그인 (DEV_LOGIN=on, 이 컴퓨터에서만)',
          body: z.object({
            state: z.string().max(1000),
            email: z.string().trim().toLowerCase().max(254),
            name: z.string().trim().max(50).optional(),
            ...agreementFields,
          }),
        },
      },
      async (request, reply) => {
        if (!fromLoopback(request)) return refuseRemote(reply);
        const flow = await readFlow(request);
        if (!flow || flow.state !== request.body.state) {
          return finishPopup(
            reply,
            failure('invalid_state', messages.expired),
            flow?.origin ?? null,
          );
        }
        const email = z.email().safeParse(request.body.email);
        if (!email.success) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(devLoginPage({ state: flow.state, error: messages.badEmail }));
        }
        try {
          const result = await service.signInDevelopment(
            email.data,
            request.body.name,
            request.ip,
            ticked(request.body),
          );
          return finishPopup(
            reply,
            { token: result.token, isFirstLogin: result.isFirstLogin },
            flow.origin,
          );
        } catch (error) {
          // A new account without the required agreements: the same page again, saying which.
          if (error instanceof AppError && error.status === 400) {
            return reply
              .status(400)
              .type('text/html; charset=utf-8')
              .send(devLoginPage({ state: flow.state, error: error.message }));
          }
          return finishPopup(reply, failure('login_failed', errorMessageOf(error)), flow.origin);
        }
      },
    );
  }
}
