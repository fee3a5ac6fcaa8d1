import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaSecrets, createCaptcha } from './captcha';
import { deviceCookieOf, issueDeviceCookie } from './device-cookie';
import { loginAdmin } from './login';
import { refreshTokens } from './refresh';
import { clearRefreshCookie, noRefreshToken, setRefreshCookie, staffRefreshToken } from './refresh-cookie';
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
      const answer = await loginAdmin(app, request.body, request.ip, deviceCookieOf(request, 'admin'));
      // Signed in (not a two-factor challenge yet): this browser is now a known device.
      if ('admin' in answer) issueDeviceCookie(reply, app, 'admin', answer.admin.id);
      if ('refresh_token' in answer) setRefreshCookie(app, request, reply, answer.refresh_token);
      return answer;
    },
  );

  const refreshLimit = { max: 60, timeWindow: 60_000 };
  app.post(
    authTable.refreshAdminToken.path,
    {
      config: { auth: 'public', rateLimit: refreshLimit },
      schema: {
        tags: ['auth'],
        summary: 'Exchange an admin refresh token for a new token pair (each refresh token works once)',
        description:
          "Send `{refreshToken}`, or `{}` from the back office's pages to use its HttpOnly session cookie; then the new refresh token is only in that cookie (ADR 0031).",
        body: authTable.refreshAdminToken.body,
        response: {
          ...authTable.refreshAdminToken.responses,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const sent = staffRefreshToken(app, request, request.body.refreshToken);
      if (!sent) throw noRefreshToken();
      const pair = await refreshTokens(app, 'admin', sent.token);
      setRefreshCookie(app, request, reply, pair.refresh_token);
      // Through the cookie, the long-lived token stays out of reach of the page's scripts.
      return sent.via === 'cookie' ? { access_token: pair.access_token } : pair;
    },
  );
  app.post(
    authTable.refreshUserToken.path,
    {
      config: { auth: 'public', rateLimit: refreshLimit },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a user refresh token for a new token pair (each refresh token works once)',
        body: authTable.refreshUserToken.body,
        response: { ...authTable.refreshUserToken.responses, 401: errorSchema },
      },
    },
    (request) => refreshTokens(app, 'user', request.body.refreshToken),
  );

  // Public on purpose: signing out must work with an expired access token. Always 204, so the
  // answer never tells whether a token existed.
  app.post(
    authTable.logout.path,
    {
      config: { auth: 'public', rateLimit: refreshLimit },
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

  // The back office's sign-out, under the cookie's path; public and always 204 like the above.
  app.post(
    authTable.logoutAdmin.path,
    {
      config: { auth: 'public', rateLimit: refreshLimit },
      schema: {
        tags: ['auth'],
        summary: "Staff sign-out: end the session of the body's refresh token or of the session cookie",
        description:
          "From the back office's pages `{}` ends the HttpOnly cookie's session and clears the cookie.",
        body: authTable.logoutAdmin.body,
        response: { ...authTable.logoutAdmin.responses, 400: errorSchema },
      },
    },
    async (request, reply) => {
      let sent: ReturnType<typeof staffRefreshToken>;
      try {
        sent = staffRefreshToken(app, request, request.body.refreshToken);
      } catch {
        sent = undefined; // a cookie sent from elsewhere than the back office: nothing to end
      }
      if (sent) await revokeByToken(app.db, sent.token);
      clearRefreshCookie(app, request, reply);
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
