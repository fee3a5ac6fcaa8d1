import { APP_ROUTES, type AppRouteName } from '@visadesk/contract/app-routes';
import { hasPermission, SCREEN_PERMISSIONS } from '@visadesk/contract/permissions';

/** Whether an admin holding `permissions` may open the screen (the contract's SCREEN_PERMISSIONS). */
export function canOpen(route: AppRouteName, permissions: readonly string[]): boolean {
  return hasPermission(permissions, SCREEN_PERMISSIONS[route]);
}

/** The screen a path shows, if it is one of the app's pages (bare path, no /ar prefix). */
export function routeOfPath(path: string): AppRouteName | undefined {
  return APP_ROUTES.find((r) => r.path === path)?.name;
}

/**
 * Where a signed-in admin lands: the dashboard if they may see it, else the first screen they
 * may open, in menu order. The profile is open to everyone, so there is always one.
 */
const LANDING_ORDER: AppRouteName[] = [
  'dashboard',
  'requests-list',
  'transactions-list',
  'visa-list',
  'admin',
];
export function landingRoute(permissions: readonly string[]): AppRouteName {
  return LANDING_ORDER.find((r) => canOpen(r, permissions)) ?? 'admin';
}

interface Leaf {
  route: AppRouteName;
}
interface Module<L extends Leaf> {
  link?: L;
  children?: L[];
}

/** The menu an admin sees: each leaf only with its screen's permission, each module only with a leaf. */
export function visibleModules<L extends Leaf, M extends Module<L>>(
  modules: readonly M[],
  permissions: readonly string[],
): M[] {
  const out: M[] = [];
  for (const module of modules) {
    if (module.link) {
      if (canOpen(module.link.route, permissions)) out.push(module);
      continue;
    }
    const children = (module.children ?? []).filter((leaf) => canOpen(leaf.route, permissions));
    if (children.length > 0) out.push({ ...module, children });
  }
  return out;
}
