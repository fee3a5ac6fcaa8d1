import { adminSchema } from '@visadesk/contract';
import { admins, eq } from '@visadesk/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { toAdmin } from '../auth/login-admin';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/me',
    { schema: { tags: ['admins'], summary: 'The signed-in admin', response: { 200: adminSchema } } },
    async (request) => {
      const [row] = await app.db.select().from(admins).where(eq(admins.id, request.principal!.sub));
      if (!row) throw notFound('Admin');
      return toAdmin(row);
    },
  );
};
