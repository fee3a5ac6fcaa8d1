import { hasPermission, type PermissionRequirement } from '@visadesk/contract';
import { admins, eq, users } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../lib/tokens';
import { isFamilyLive } from '../auth/refresh-tokens';

export type StreamEndReason = 'token-expired' | 'account-inactive' | 'permission-revoked' | 'session-ended';

/**
 * Why a long-lived stream opened by `principal` must now end, or null while it may go on: the
 * access token has expired, the account was deactivated or blocked, the permission the route
 * needs was taken away, or the session (its refresh-token family) was signed out or revoked.
 */
export async function streamEndReason(
  app: FastifyInstance,
  principal: AccessClaims,
  permission: PermissionRequirement | undefined,
  now = Date.now(),
): Promise<StreamEndReason | null> {
  if (principal.exp !== undefined && principal.exp * 1000 <= now) return 'token-expired';
  if (principal.typ === 'admin') {
    const [row] = await app.db
      .select({ isActive: admins.isActive, permissions: admins.permissions })
      .from(admins)
      .where(eq(admins.id, principal.sub));
    if (!row?.isActive) return 'account-inactive';
    if (permission !== undefined && !hasPermission(row.permissions, permission)) return 'permission-revoked';
  } else {
    const [row] = await app.db
      .select({ isBlocked: users.isBlocked })
      .from(users)
      .where(eq(users.id, principal.sub));
    if (!row || row.isBlocked) return 'account-inactive';
  }
  if (principal.sid && !(await isFamilyLive(app.db, principal.sid))) return 'session-ended';
  return null;
}
