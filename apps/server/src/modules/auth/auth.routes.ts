import {
  authChangePassword,
  authConfirmEmail,
  authLogin,
  authLogoutAll,
  authRegister,
  authResendConfirmation,
} from '@myeolgong/contract/endpoints';
import {
  AuthResponse,
  ChangePasswordBody,
  ConfirmEmailBody,
  LoginBody,
  MessageResponse,
  RegisterBody,
  TokenResponse,
} from '@myeolgong/contract/auth';
import { ErrorResponse } from '@myeolgong/contract/errors';
import { nicknameField } from '@myeolgong/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { popupRoutes } from './popup.routes';

/**
 * Accounts over e-mail and password, sessions and address confirmation; the sign-in popup
 * (Google, development sign-in) is popup.routes.ts.
 */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auth;
  const tags = ['auth'];

  // Every page of the sign-in popup (the provider's and ours) must keep the same opener policy,
  // or the browser cuts the popup off from window.opener and the result can never be posted.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cross-origin-opener-policy', 'unsafe-none');
  });

  app.post(
    authRegister.path,
    {
      // A new session or member shows in no anonymous response.
      config: { invalidates: () => [] },
      schema: {
        tags,
        summary: '이메일 회원가입',
        // The document states the nickname's real limits; the service words SPEC.md's messages.
        body: RegisterBody.extend({ nickname: nicknameField().optional() }),
        response: { 201: AuthResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.register(request.body, request.ip)),
  );

  app.post(
    authLogin.path,
    {
      // A new session or member shows in no anonymous response.
      config: { invalidates: () => [] },
      schema: {
        tags,
        summary: '이메일 로그인',
        body: LoginBody,
        response: { 200: AuthResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => service.login(request.body.email, request.body.password, request.ip),
  );

  popupRoutes(app, service);

  app.post(
    authChangePassword.path,
    {
      preHandler: app.requireUser,
      config: { invalidates: () => [] },
      schema: {
        tags,
        summary: '비밀번호 변경',
        description:
          '현재 비밀번호를 확인한 뒤 새 비밀번호로 바꿉니다(구글로만 가입한 계정은 currentPassword 없이 설정). 이전에 발급된 모든 토큰은 더 이상 쓸 수 없고, 이 기기용 새 토큰을 돌려줍니다.',
        security: [{ bearerAuth: [] }],
        body: ChangePasswordBody,
        response: {
          200: TokenResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.changePassword(request.viewer!.id, request.body);
    },
  );

  app.post(
    authLogoutAll.path,
    {
      preHandler: app.requireUser,
      config: { invalidates: () => [] },
      schema: {
        tags,
        summary: '모든 기기에서 로그아웃',
        description: '이 회원에게 지금까지 발급된 모든 토큰을 무효로 합니다.',
        security: [{ bearerAuth: [] }],
        response: { 204: z.void(), 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      await service.logoutEverywhere(request.viewer!.id);
      return reply.status(204).send();
    },
  );

  app.post(
    authConfirmEmail.path,
    {
      config: { invalidates: () => [] },
      schema: {
        tags,
        summary: '이메일 주소 인증',
        description: '인증 메일 링크의 token으로 가입 이메일 주소를 인증합니다.',
        body: ConfirmEmailBody,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (request) => service.confirmEmail(request.body.token),
  );

  app.post(
    authResendConfirmation.path,
    {
      preHandler: app.requireUser,
      config: { invalidates: () => [] },
      schema: {
        tags,
        summary: '인증 메일 다시 보내기',
        description: '메일 서버(SMTP_URL)가 설정된 사이트에서만 쓸 수 있습니다.',
        security: [{ bearerAuth: [] }],
        response: {
          200: MessageResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request) => service.resendConfirmation(request.viewer!.id),
  );
};

export default authRoutes;
