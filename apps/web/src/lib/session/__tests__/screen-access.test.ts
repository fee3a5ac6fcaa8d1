import { APP_ROUTES } from '@visadesk/contract/app-routes';
import { PERMISSIONS, type Permission, SCREEN_PERMISSIONS } from '@visadesk/contract/permissions';
import { describe, expect, it } from 'vitest';
import { NAV_MODULES } from '../../../app/layouts/nav-items';
import { canOpen, landingRoute, visibleModules } from '../screen-access';

const menu = (permissions: Permission[]) =>
  visibleModules(NAV_MODULES, permissions).map((m) => [
    m.key,
    (m.link ? [m.link] : (m.children ?? [])).map((leaf) => leaf.route),
  ]);

describe('the menu follows the permissions (ADR 0011)', () => {
  it('shows only the catalog to an admin without permissions', () => {
    expect(menu([])).toEqual([['visa', ['visa-list', 'visa-countries', 'visa-requirements']]]);
  });

  it('shows requests to process-requests, transactions to view-finance, the dashboard to both', () => {
    expect(menu(['process-requests']).map(([key]) => key)).toEqual(['request', 'tickets', 'visa', 'users']);
    expect(menu(['view-finance']).map(([key]) => key)).toEqual(['visa', 'transactions']);
    expect(menu(['process-requests', 'view-finance']).map(([key]) => key)).toEqual([
      'dashboard',
      'request',
      'tickets',
      'visa',
      'transactions',
      'users',
    ]);
  });

  it('lists tickets, users and admins in the sidebar, each with its screen permission (issue 27)', () => {
    const leafOf = (key: string, permissions: Permission[]) =>
      menu(permissions).find(([k]) => k === key)?.[1];
    expect(leafOf('tickets', ['process-requests'])).toEqual(['tickets-list']);
    expect(leafOf('users', ['process-requests'])).toEqual(['user-list']);
    expect(leafOf('admins', ['edit-admins'])).toEqual(['admin-list']);
    for (const p of PERMISSIONS) {
      expect(leafOf('tickets', [p]) !== undefined).toBe(canOpen('tickets-list', [p]));
      expect(leafOf('users', [p]) !== undefined).toBe(canOpen('user-list', [p]));
      expect(leafOf('admins', [p]) !== undefined).toBe(canOpen('admin-list', [p]));
    }
  });

  it('no longer hides every module behind edit-admins', () => {
    expect(menu(['edit-admins']).map(([key]) => key)).toEqual(['visa', 'admins']);
    expect(menu([...PERMISSIONS])).toHaveLength(NAV_MODULES.length);
  });

  it('links only to screens the contract lists', () => {
    const leaves = NAV_MODULES.flatMap((m) => (m.link ? [m.link] : (m.children ?? [])));
    for (const leaf of leaves) {
      expect(APP_ROUTES.find((r) => r.name === leaf.route)?.path).toBe(leaf.path);
    }
  });
});

describe('the route guards', () => {
  it('open a screen exactly when the contract says so, for each permission alone', () => {
    for (const route of APP_ROUTES) {
      const required = SCREEN_PERMISSIONS[route.name];
      for (const p of PERMISSIONS) {
        const expected = required === 'none' || [required].flat().every((r) => r === p);
        expect(canOpen(route.name, [p]), `${route.name} with ${p}`).toBe(expected);
      }
      expect(canOpen(route.name, [...PERMISSIONS])).toBe(true);
    }
    expect(canOpen('admin-list', ['process-requests', 'view-finance', 'export-data'])).toBe(false);
    expect(canOpen('transactions-list', ['export-data'])).toBe(false);
  });

  it('land each admin on a screen they may open', () => {
    expect(landingRoute([...PERMISSIONS])).toBe('dashboard');
    expect(landingRoute(['process-requests'])).toBe('requests-list');
    expect(landingRoute(['view-finance'])).toBe('transactions-list');
    expect(landingRoute([])).toBe('visa-list');
    for (const p of PERMISSIONS) expect(canOpen(landingRoute([p]), [p])).toBe(true);
  });
});
