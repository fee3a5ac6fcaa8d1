import { endpoints } from '@visadesk/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http/errors';
import { STORAGE_KEY } from '../../lib/storage/storage';

const filesTable = endpoints.files;

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    filesTable.publicFile.path,
    {
      config: { auth: 'public' },
      schema: {
        tags: ['files'],
        summary: 'A public file (flags, visa images)',
        params: filesTable.publicFile.params,
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
