import { hasPermission, type PermissionRequirement } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../lib/security/tokens';
import { readSession } from '../auth/session-check';

export type StreamEndReason = 'token-expired' | 'account-inactive' | 'permission-revoked' | 'session-ended';

/**
 * Why a long-lived stream opened by `principal` must now end, or null while it may go on: the
 * access token has expired, the account was deactivated or blocked, the session (its
 * refresh-token family) was signed out or revoked, or the permission the route needs was taken
 * away. Same query as every request's auth check, read fresh rather than from its cache.
 */
export async function streamEndReason(
  app: FastifyInstance,
  principal: AccessClaims,
  permission: PermissionRequirement | undefined,
  now = Date.now(),
): Promise<StreamEndReason | null> {
  if (principal.exp !== undefined && principal.exp * 1000 <= now) return 'token-expired';
  const session = await readSession(app.db, principal);
  if (!session.ok) return session.reason;
  if (principal.typ === 'admin' && permission !== undefined && !hasPermission(session.perms, permission)) {
    return 'permission-revoked';
  }
  return null;
}
