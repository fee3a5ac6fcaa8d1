import { and, eq, inArray, or, pushTokens } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import type { PushMessage } from '../../lib/push/notifier';

export async function registerToken(
  app: FastifyInstance,
  subjectType: 'admin' | 'user',
  subjectId: string,
  token: string,
) {
  // A device signed in as someone else before now belongs to the new account.
  await app.db
    .insert(pushTokens)
    .values({ token, subjectType, subjectId })
    .onConflictDoUpdate({ target: pushTokens.token, set: { subjectType, subjectId } });
}

export async function sendPush(
  app: FastifyInstance,
  to: { adminIds?: string[] | undefined; userIds?: string[] | undefined; tokens?: string[] | undefined },
  message: PushMessage,
) {
  const owners = [
    to.adminIds?.length
      ? and(eq(pushTokens.subjectType, 'admin'), inArray(pushTokens.subjectId, to.adminIds))
      : undefined,
    to.userIds?.length
      ? and(eq(pushTokens.subjectType, 'user'), inArray(pushTokens.subjectId, to.userIds))
      : undefined,
  ].filter(Boolean);
  const stored =
    owners.length > 0
      ? await app.db
          .select({ token: pushTokens.token })
          .from(pushTokens)
          .where(or(...owners))
      : [];
  const tokens = [...new Set([...stored.map((s) => s.token), ...(to.tokens ?? [])])];
  const result = await app.notifier.send(tokens, message);
  if (result.invalidTokens.length > 0) {
    await app.db.delete(pushTokens).where(inArray(pushTokens.token, result.invalidTokens));
  }
  return { driver: result.driver, sent: result.sent, failed: result.failed };
}
