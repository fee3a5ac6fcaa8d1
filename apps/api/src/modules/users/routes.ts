import { errorSchema } from '@visadesk/contract';
import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceCookieOf, issueDeviceCookie } from '../auth/device-cookie';
import { loginUser } from '../auth/login';
import { reauthRateLimit } from '../auth/reauth-limit';
import { changeApplicantPassword } from './password-change';
import { requestPasswordReset, resetPassword } from './password-reset';
import { requestRegistration, verifyEmail } from './registration';
import { currentUser, listApplicants, setBlocked, updateUser } from './service';

const usersTable = endpoints.users;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const signInLimit = {
    max: app.config.LOGIN_RATE_LIMIT_MAX,
    timeWindow: app.config.LOGIN_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };

  app.post(
    usersTable.register.path,
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Ask for an applicant account: the same 202 whether or not the email is registered; a link to finish goes by mail',
        body: usersTable.register.body,
        response: { ...usersTable.register.responses, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await requestRegistration(app, request.body)),
  );

  app.post(
    usersTable.verifyEmail.path,
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary:
          "Follow a registration mail's link with the password its holder chooses: creates the account and signs it in (once)",
        body: usersTable.verifyEmail.body,
        response: { ...usersTable.verifyEmail.responses, ...errors, 429: errorSchema },
      },
    },
    (request) => verifyEmail(app, request.body.token, request.body.password),
  );

  app.post(
    usersTable.forgotPassword.path,
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary:
          'Ask for an applicant password reset link: the same 202 whether or not the email is registered',
        body: usersTable.forgotPassword.body,
        response: { ...usersTable.forgotPassword.responses, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await requestPasswordReset(app, request.body.email)),
  );

  app.post(
    usersTable.resetPassword.path,
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: "Set a new applicant password with a reset mail's link (once); ends every session",
        body: usersTable.resetPassword.body,
        response: { ...usersTable.resetPassword.responses, 400: errorSchema, 429: errorSchema },
      },
    },
    (request) => resetPassword(app, request.body.token, request.body.password),
  );

  app.post(
    usersTable.login.path,
    {
      config: { auth: 'public', rateLimit: signInLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an applicant',
        body: usersTable.login.body,
        response: { ...usersTable.login.responses, ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const response = await loginUser(app, request.body, request.ip, deviceCookieOf(request, 'user'));
      issueDeviceCookie(reply, app, 'user', response.user.id);
      return response;
    },
  );

  app.get(
    usersTable.me.path,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in applicant',
        response: { ...usersTable.me.responses, ...errors },
      },
    },
    (request) => currentUser(app, request.principal!.sub),
  );

  app.patch(
    usersTable.updateMe.path,
    {
      config: { auth: 'user' },
      schema: {
        tags: ['users'],
        summary: "Update the signed-in applicant's profile",
        body: usersTable.updateMe.body,
        response: { ...usersTable.updateMe.responses, ...errors },
      },
    },
    (request) => updateUser(app, request.principal!.sub, request.body),
  );

  app.post(
    usersTable.changePassword.path,
    {
      // Five tries per account per 15 minutes: a stolen session cannot guess the password.
      config: { auth: 'user', rateLimit: reauthRateLimit },
      schema: {
        tags: ['users'],
        summary:
          "Change the signed-in applicant's password (needs the current one); ends their other sessions and mails a notice",
        body: usersTable.changePassword.body,
        response: { ...usersTable.changePassword.responses, ...errors },
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
    usersTable.list.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags: ['users'],
        summary: 'Applicants, paged; search by name, email or phone',
        querystring: usersTable.list.query,
        response: { ...usersTable.list.responses, ...errors },
      },
    },
    (request) => listApplicants(app, request.query),
  );

  app.patch(
    usersTable.setBlocked.path,
    {
      config: { permission: 'process-requests' },
      schema: {
        tags: ['users'],
        summary: 'Block or unblock an applicant (blocking ends their sessions)',
        params: usersTable.setBlocked.params,
        body: usersTable.setBlocked.body,
        response: { ...usersTable.setBlocked.responses, ...errors },
      },
    },
    (request) => setBlocked(app, request.params.id, request.body.isBlocked),
  );
};
