import {
  applicantBlockSchema,
  applicantListQuerySchema,
  applicantPageSchema,
  applicantSchema,
  errorSchema,
  idParamsSchema,
  loginBodySchema,
  registerUserSchema,
  userLoginResponseSchema,
  userPatchSchema,
  userSchema,
} from '@visadesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginUser } from '../auth/login';
import { currentUser, listApplicants, registerUser, setBlocked, updateUser } from './service';

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
        summary: 'Create an applicant account and sign it in',
        body: registerUserSchema,
        response: { 201: userLoginResponseSchema, ...errors, 429: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await registerUser(app, request.body)),
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

  app.get(
    '/api/users/list',
    {
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
