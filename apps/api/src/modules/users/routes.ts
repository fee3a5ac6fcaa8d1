import { userSchema } from '@visadesk/contract';
import { eq, users } from '@visadesk/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Users/currentUserData',
    {
      config: { auth: 'user' },
      schema: { tags: ['users'], summary: 'The signed-in applicant', response: { 200: userSchema } },
    },
    async (request) => {
      const [row] = await app.db.select().from(users).where(eq(users.id, request.principal!.sub));
      if (!row) throw notFound('User');
      return { id: row.id, fullName: row.fullName, email: row.email, phone: row.phone, locale: row.locale };
    },
  );
};
