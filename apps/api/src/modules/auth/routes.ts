import {
  adminSignInResponseSchema,
  captchaSchema,
  errorSchema,
  loginBodySchema,
  refreshBodySchema,
  tokenPairSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captchaSecrets, createCaptcha } from './captcha';
import { loginAdmin } from './login';
import { refreshTokens } from './refresh';
import { revokeByToken } from './refresh-tokens';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginLimit = {
    max: app.config.LOGIN_RATE_LIMIT_MAX,
    timeWindow: app.config.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };

  app.post(
    '/api/auth/loginAdmin',
    {
      config: { auth: 'public', rateLimit: loginLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as back-office staff',
        body: loginBodySchema,
        response: { 200: adminSignInResponseSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    (request) => loginAdmin(app, request.body, request.ip),
  );

  for (const [path, type] of [
    ['/api/auth/refreshAdminToken', 'admin'],
    ['/api/auth/refreshUserToken', 'user'],
  ] as const) {
    app.post(
      path,
      {
        config: { auth: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags: ['auth'],
          summary: `Exchange a ${type} refresh token for a new token pair (each refresh token works once)`,
          body: refreshBodySchema,
          response: { 200: tokenPairSchema, 401: errorSchema },
        },
      },
      (request) => refreshTokens(app, type, request.body.refreshToken),
    );
  }

  // Public on purpose: signing out must work with an expired access token. Always 204, so the
  // answer never tells whether a token existed.
  app.post(
    '/api/auth/logout',
    {
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: "Sign out: end the refresh token's session on the server",
        body: refreshBodySchema,
        response: { 204: z.null(), 400: errorSchema },
      },
    },
    async (request, reply) => {
      await revokeByToken(app.db, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/captcha',
    {
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'A proof-of-work (ALTCHA) challenge for sign-in',
        description:
          "Solve it in the browser (altcha-lib) and send `{challenge, solution}` as the sign-in body's `captcha`. Valid for 5 minutes and for one sign-in attempt, right or wrong.",
        response: { 200: captchaSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(captchaSecrets(app.signer.captchaKey), app.config.CAPTCHA_DIFFICULTY);
    },
  );
};
