import {
  applicantBlockSchema,
  applicantListQuerySchema,
  applicantPageSchema,
  applicantSchema,
  errorSchema,
  forgotPasswordSchema,
  idParamsSchema,
  loginBodySchema,
  mailSentSchema,
  passwordChangeSchema,
  passwordResetDoneSchema,
  registerUserSchema,
  resetPasswordSchema,
  userLoginResponseSchema,
  userPatchSchema,
  userSchema,
  verifyEmailSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginUser } from '../auth/login';
import { reauthRateLimit } from '../auth/reauth-limit';
import { changeApplicantPassword } from './password-change';
import { requestPasswordReset, resetPassword } from './password-reset';
import { requestRegistration, verifyEmail } from './registration';
import { currentUser, listApplicants, setBlocked, updateUser } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const signInLimit = {
    max: app.config.LOGIN_RATE_LIMIT_MAX,
    timeWindow: app.config.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };

  app.post(
    '/api/auth/registerUser',
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Ask for an applicant account: the same 202 whether or not the email is registered; a link to finish goes by mail',
        body: registerUserSchema,
        response: { 202: mailSentSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await requestRegistration(app, request.body)),
  );

  app.post(
    '/api/auth/verify-email',
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: "Follow a registration mail's link: creates the account and signs it in (once)",
        body: verifyEmailSchema,
        response: { 200: userLoginResponseSchema, ...errors, 429: errorSchema },
      },
    },
    (request) => verifyEmail(app, request.body.token),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Ask for an applicant password reset link: the same 202 whether or not the email is registered',
        body: forgotPasswordSchema,
        response: { 202: mailSentSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await requestPasswordReset(app, request.body.email)),
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: "Set a new applicant password with a reset mail's link (once); ends every session",
        body: resetPasswordSchema,
        response: { 200: passwordResetDoneSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    (request) => resetPassword(app, request.body.token, request.body.password),
  );

  app.post(
    '/api/auth/loginUser',
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an applicant',
        body: loginBodySchema,
        response: { 200: userLoginResponseSchema, ...errors, 429: errorSchema },
      },
    },
    (request) => loginUser(app, request.body, request.ip),
  );

  app.get(
    '/api/Users/currentUserData',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in applicant',
        response: { 200: userSchema, ...errors },
      },
    },
    (request) => currentUser(app, request.principal!.sub),
  );

  app.patch(
    '/api/Users',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: "Update the signed-in applicant's profile",
        body: userPatchSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    (request) => updateUser(app, request.principal!.sub, request.body),
  );

  app.post(
    '/api/Users/password',
    {
      // Five tries per account per 15 minutes: a stolen session cannot guess the password.
      config: { auth: 'user', rateLimit: reauthRateLimit },
      schema: {
        tags: ['users'],
        summary:
          "Change the signed-in applicant's password (needs the current one); ends their other sessions and mails a notice",
        body: passwordChangeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { sub, sid } = request.principal!;
      await changeApplicantPassword(app, sub, request.body.oldPassword, request.body.newPassword, sid);
      app.sessions.forgetSubject('user', sub); // other sessions end here at once
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/list',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags: ['users'],
        summary: 'Applicants, paged; search by name, email or phone',
        querystring: applicantListQuerySchema,
        response: { 200: applicantPageSchema, ...errors },
      },
    },
    (request) => listApplicants(app, request.query),
  );

  app.patch(
    '/api/users/:id',
    {
      config: { permission: 'process-requests' },
      schema: {
        tags: ['users'],
        summary: 'Block or unblock an applicant (blocking ends their sessions)',
        params: idParamsSchema,
        body: applicantBlockSchema,
        response: { 200: applicantSchema, ...errors },
      },
    },
    (request) => setBlocked(app, request.params.id, request.body.isBlocked),
  );
};
