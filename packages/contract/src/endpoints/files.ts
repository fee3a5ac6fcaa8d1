import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { filePaths as p } from './paths';

export const fileEndpoints = {
  /** A public file (flags, visa images): the bytes, cached for good. */
  publicFile: defineEndpoint(p.publicFile, {
    auth: 'public',
    params: z.object({ name: z.string().max(64) }),
  }),
};
