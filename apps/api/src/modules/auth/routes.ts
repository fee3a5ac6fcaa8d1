import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaSecrets, createCaptcha } from './captcha';
import { deviceCookieOf, issueDeviceCookie } from './device-cookie';
import { loginAdmin } from './login';
import { refreshTokens } from './refresh';
import { revokeByToken } from './refresh-tokens';

const authTable = endpoints.auth;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginLimit = {
    max: app.config.LOGIN_RATE_LIMIT_MAX,
    timeWindow: app.config.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };

  app.post(
    authTable.loginAdmin.path,
    {
      config: { auth: 'public', rateLimit: loginLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as back-office staff',
        body: authTable.loginAdmin.body,
        response: { ...authTable.loginAdmin.responses, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const response = await loginAdmin(app, request.body, request.ip, deviceCookieOf(request, 'admin'));
      // Signed in (not a two-factor challenge yet): this browser is now a known device.
      if ('admin' in response) issueDeviceCookie(reply, app, 'admin', response.admin.id);
      return response;
    },
  );

  for (const [endpoint, type] of [
    [authTable.refreshAdminToken, 'admin'],
    [authTable.refreshUserToken, 'user'],
  ] as const) {
    app.post(
      endpoint.path,
      {
        config: { auth: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
        schema: {
          tags: ['auth'],
          summary: `Exchange a ${type} refresh token for a new token pair (each refresh token works once)`,
          body: endpoint.body,
          response: { ...endpoint.responses, 401: errorSchema },
        },
      },
      (request) => refreshTokens(app, type, request.body.refreshToken),
    );
  }

  // Public on purpose: signing out must work with an expired access token. Always 204, so the
  // answer never tells whether a token existed.
  app.post(
    authTable.logout.path,
    {
      config: { auth: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: "Sign out: end the refresh token's session on the server",
        body: authTable.logout.body,
        response: { ...authTable.logout.responses, 400: errorSchema },
      },
    },
    async (request, reply) => {
      await revokeByToken(app.db, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.get(
    authTable.captcha.path,
    {
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'A proof-of-work (ALTCHA) challenge for sign-in',
        description:
          "Solve it in the browser (altcha-lib) and send `{challenge, solution}` as the sign-in body's `captcha`. Valid for 5 minutes and for one sign-in attempt, right or wrong.",
        response: authTable.captcha.responses,
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptcha(captchaSecrets(app.signer.captchaKey), app.config.CAPTCHA_DIFFICULTY);
    },
  );
};
