import { ErrorCode, errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/http/errors';
import { deviceCookieOf, issueDeviceCookie } from '../auth/device-cookie';
import { reauthRateLimit, recordAdminReauthFailure } from '../auth/reauth-limit';
import { setRefreshCookie } from '../auth/refresh-cookie';
import {
  completeTwoFactorLogin,
  disableTwoFactor,
  enableTwoFactor,
  setupTwoFactor,
  twoFactorStatus,
} from './service';

const twoFactorTable = endpoints.twoFactor;

const tags = ['two-factor'];
// Every admin manages their own second factor; no permission beyond being signed in.
const own = { permission: 'none' as const };
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
/** A wrong password (the body already passed validation) or a wrong code: a guess. */
const isWrongSecret = (error: unknown) =>
  error instanceof AppError &&
  (error.code === ErrorCode.VALIDATION || error.code === ErrorCode.TWO_FACTOR_CODE_INVALID);

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    twoFactorTable.status.path,
    {
      config: own,
      schema: {
        tags,
        summary: 'My two-factor sign-in status',
        response: { ...twoFactorTable.status.responses, ...errors },
      },
    },
    (request) => twoFactorStatus(app, request.principal!.sub),
  );
  app.post(
    twoFactorTable.setup.path,
    {
      config: own,
      schema: {
        tags,
        summary: 'Start enrolment: a new pending secret, its otpauth URI and QR code (SVG)',
        response: { ...twoFactorTable.setup.responses, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return setupTwoFactor(app, request.principal!.sub);
    },
  );
  app.post(
    twoFactorTable.enable.path,
    {
      config: own,
      schema: {
        tags,
        summary: 'Confirm a code from the app; answers the 10 recovery codes, shown only this once',
        body: twoFactorTable.enable.body,
        response: { ...twoFactorTable.enable.responses, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return enableTwoFactor(app, request.principal!.sub, request.body.code);
    },
  );
  app.post(
    twoFactorTable.disable.path,
    {
      // Five tries per account per 15 minutes, so a stolen session cannot guess password or code.
      config: { ...own, rateLimit: reauthRateLimit },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (needs the password and a code or recovery code)',
        body: twoFactorTable.disable.body,
        response: { ...twoFactorTable.disable.responses, ...errors },
      },
    },
    async (request, reply) => {
      try {
        await disableTwoFactor(app, request.principal!.sub, request.body);
      } catch (error) {
        if (isWrongSecret(error)) await recordAdminReauthFailure(app.db, request.principal!.sub);
        throw error;
      }
      return reply.status(204).send(null);
    },
  );
  app.post(
    twoFactorTable.loginAdmin.path,
    {
      config: {
        auth: 'public',
        rateLimit: {
          max: app.config.LOGIN_RATE_LIMIT_MAX,
          timeWindow: app.config.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Second sign-in step for admins with two-factor sign-in: a code or a recovery code',
        body: twoFactorTable.loginAdmin.body,
        response: {
          ...twoFactorTable.loginAdmin.responses,
          400: errorSchema,
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      // The device cookie's path (/api/auth/loginAdmin) covers this step too.
      const signedIn = await completeTwoFactorLogin(
        app,
        request.body,
        request.ip,
        deviceCookieOf(request, 'admin'),
      );
      issueDeviceCookie(reply, app, 'admin', signedIn.admin.id);
      setRefreshCookie(app, request, reply, signedIn.refresh_token);
      return signedIn;
    },
  );
};
