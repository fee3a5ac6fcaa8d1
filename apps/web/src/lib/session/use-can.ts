import type { Admin } from '@visadesk/contract';
import {
  ACTION_PERMISSIONS,
  type ActionName,
  hasPermission,
  type PermissionRequirement,
} from '@visadesk/contract/permissions';
import { getUser } from './session';
import { useCurrentUser } from './use-session';

/**
 * Whether `admin` (the signed-in one by default) holds what `required` names: a permission, a
 * list meaning all of them, 'none', or an action of the contract's ACTION_PERMISSIONS. The web
 * only hides what the API would refuse anyway (ADR 0011); the API stays the judge.
 */
export function can(
  required: PermissionRequirement | ActionName,
  admin: Pick<Admin, 'permissions'> | null = getUser(),
): boolean {
  if (!admin) return false;
  const requirement: PermissionRequirement =
    typeof required === 'string' && required in ACTION_PERMISSIONS
      ? ACTION_PERMISSIONS[required as ActionName]
      : (required as PermissionRequirement);
  return hasPermission(admin.permissions, requirement);
}

/** `can` for components: re-evaluated when the session changes. */
export function useCan(required: PermissionRequirement | ActionName): boolean {
  return can(required, useCurrentUser());
}
