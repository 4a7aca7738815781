import { normalizeEmail } from '@app/shared/auth/email';
import { loginResponse, userEnvelopeDto } from '@app/shared/auth/responses';
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from '@app/shared/auth/schemas';
import { text } from '@app/shared/common/text-field';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../plugins/auth.ts';
import { changesNothing } from '../../plugins/catalog-cache.ts';
import { logoutSession, refreshCookieSession } from '../../plugins/openapi-requests.ts';
import { noContent, responses, statusDto } from '../../plugins/openapi-responses.ts';
import { toUserDto } from '../users/user-dto.ts';
import { requireOwnOrigin } from './same-origin.ts';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './session-cookies.ts';

const MINUTE = 60_000;

export async function authModule(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, clock } = app.deps;
  const service = app.services.auth;
  const secure = config.isProduction;
  const limits = {
    loginIp: app.limiter('login-ip', { max: config.AUTH_RATE_LIMIT_PER_IP, windowMs: 15 * MINUTE }),
    loginEmail: app.limiter('login-email', { max: 10, windowMs: 15 * MINUTE }),
    forgotIp: app.limiter('forgot-ip', {
      max: Math.ceil(config.AUTH_RATE_LIMIT_PER_IP / 3),
      windowMs: 60 * MINUTE,
    }),
    forgotEmail: app.limiter('forgot-email', { max: 3, windowMs: 60 * MINUTE }),
    registerIp: app.limiter('register-ip', { max: config.AUTH_RATE_LIMIT_PER_IP, windowMs: 60 * MINUTE }),
  };
  const refreshCookie = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE];
  // The refresh cookie authenticates these endpoints, so another site must not make a browser call them.
  const ownOrigin = requireOwnOrigin(config.publicUrl);

  r.post(
    '/auth/register',
    {
      config: changesNothing,
      schema: { tags: ['auth'], body: registerBody, response: responses({ 201: userEnvelopeDto }) },
    },
    async (request, reply) => {
      await limits.registerIp.hit(request);
      const user = await service.register(request.body);
      return reply.status(201).send({ user });
    },
  );

  r.post(
    '/auth/login',
    {
      config: changesNothing,
      schema: { tags: ['auth'], body: loginBody, response: responses({ 200: loginResponse }) },
    },
    async (request, reply) => {
      await limits.loginIp.hit(request);
      const email = normalizeEmail(request.body.email);
      await limits.loginEmail.hit(request, email);
      const issued = await service.login(request.body, request.headers['user-agent'] ?? '');
      // Only failed attempts count against an account: signing in on one device after another
      // never locks its owner out.
      await limits.loginEmail.reset(email);
      setSessionCookies(reply, issued, secure, clock.now());
      void reply.header('Cache-Control', 'no-store');
      return issued.response;
    },
  );

  r.post(
    '/auth/refresh',
    {
      config: changesNothing,
      preHandler: ownOrigin,
      schema: { tags: ['auth'], ...refreshCookieSession, response: responses({ 200: loginResponse }) },
    },
    async (request, reply) => {
      try {
        const issued = await service.refresh(refreshCookie(request), request.log);
        // A concurrent refresh that lost the race leaves the cookie as the winner set it.
        if (issued.refreshToken !== null) setSessionCookies(reply, issued, secure, clock.now());
        void reply.header('Cache-Control', 'no-store');
        return issued.response;
      } catch (error) {
        clearSessionCookies(reply, secure);
        throw error;
      }
    },
  );

  r.post(
    '/auth/logout',
    {
      config: changesNothing,
      preHandler: ownOrigin,
      schema: { tags: ['auth'], ...logoutSession, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      const auth = await request.getAuth();
      const sessionId = auth?.sessionId ?? (await service.sessionIdFromRefresh(refreshCookie(request)));
      if (sessionId) await service.logout(sessionId);
      clearSessionCookies(reply, secure);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/auth/logout-all',
    {
      config: changesNothing,
      preValidation: requireAuth,
      schema: { tags: ['auth'], response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      const auth = await authOf(request);
      await service.logoutEverywhere(auth.user.id);
      clearSessionCookies(reply, secure);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/auth/me',
    { preValidation: requireAuth, schema: { tags: ['auth'], response: responses({ 200: userEnvelopeDto }) } },
    async (request) => {
      const auth = await authOf(request);
      return { user: toUserDto(auth.user) };
    },
  );

  r.put(
    '/auth/password',
    {
      config: changesNothing,
      preValidation: requireAuth,
      schema: { tags: ['auth'], body: changePasswordBody, response: responses({ 204: noContent }) },
    },
    async (request, reply) => {
      const auth = await authOf(request);
      await service.changePassword(
        auth.user.id,
        auth.sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/auth/forgotpassword',
    {
      config: changesNothing,
      schema: {
        tags: ['auth'],
        body: forgotPasswordBody,
        response: responses({ 202: statusDto('accepted') }),
      },
    },
    async (request, reply) => {
      await limits.forgotIp.hit(request);
      await limits.forgotEmail.hit(request, normalizeEmail(request.body.email));
      service.requestPasswordReset(request.body.email, request.lang);
      return reply.status(202).send({ status: 'accepted' });
    },
  );

  r.put(
    '/auth/resetpassword/:token',
    {
      config: changesNothing,
      schema: {
        tags: ['auth'],
        params: z.object({ token: text(200, { trim: false }).min(20) }),
        body: resetPasswordBody,
        response: responses({ 200: statusDto('ok') }),
      },
    },
    async (request) => {
      await service.resetPassword(request.params.token, request.body.password);
      return { status: 'ok' as const };
    },
  );
}
