import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../../lib/storage/storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const storagePlugin = fp(async (app: FastifyInstance) => {
  const c = app.config;
  const storage: Storage = c.S3_BUCKET
    ? new S3Storage({
        bucket: c.S3_BUCKET,
        region: c.S3_REGION,
        endpoint: c.S3_ENDPOINT,
        accessKeyId: c.S3_ACCESS_KEY_ID,
        secretAccessKey: c.S3_SECRET_ACCESS_KEY,
        forcePathStyle: c.S3_FORCE_PATH_STYLE,
      })
    : new LocalStorage(join(c.DATA_DIR, 'files'));
  app.decorate('storage', storage);
  // One file per request; each route sets its own size limit when it reads the file.
  await app.register(multipart, { limits: { files: 1, fields: 10, fieldSize: 1024 } });
});
