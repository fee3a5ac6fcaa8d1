import { z } from 'zod';

export const idParamsSchema = z.object({ id: z.uuid() });

export const helloSchema = z.object({ name: z.string(), version: z.string() }).meta({ id: 'Hello' });

export const healthSchema = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), uptimeSeconds: z.number() })
  .meta({ id: 'Health' });
