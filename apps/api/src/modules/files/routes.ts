import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http/errors';
import { STORAGE_KEY } from '../../lib/storage/storage';

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/files/public/:name',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A public file (flags, visa images)',
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const key = `public/${request.params.name}`;
      if (!STORAGE_KEY.test(key)) throw notFound('File');
      const file = await app.storage.get(key);
      if (!file) throw notFound('File');
      // Keys are random and never reused, so a file can be cached for good.
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body);
    },
  );
};
