/**
 * The back office's permission model (ADR 0011). One list of permissions, one table of which API
 * route needs which, and one table of which screen needs which: the API enforces the route table,
 * the web builds its menu, route guards and buttons from the same requirements.
 *
 * No zod here on purpose: the web's menu imports this module and must not pull zod into its chunk.
 */
import type { AppRouteName } from './app-routes';

export const PERMISSIONS = [
  'edit-admins',
  'manage-catalog',
  'process-requests',
  'view-finance',
  'export-data',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each permission grants, in plain words (the ADR's table and the admin form's hints). */
export const PERMISSION_GRANTS: Record<Permission, string> = {
  'edit-admins':
    'Create, edit, deactivate admins, reset their passwords, set their permissions; send push notifications',
  'manage-catalog': 'Create, edit and delete countries, visas and requirements (and their images)',
  'process-requests':
    'Requests and their documents, status moves, assignment and notes; applicants; tickets; events and the live stream',
  'view-finance':
    'Transactions, the dashboard (with process-requests), cash payments and moves that refund a payment',
  'export-data': 'CSV/XLSX downloads, which carry passport numbers (with the permission that shows the list)',
};

/**
 * What a route or screen needs: `'none'` means any active admin; one permission; or a list,
 * meaning all of them. There is deliberately no "any of".
 */
export type PermissionRequirement = 'none' | Permission | readonly Permission[];

/** True when `held` satisfies `required`. */
export function hasPermission(held: readonly string[], required: PermissionRequirement): boolean {
  if (required === 'none') return true;
  const needed: readonly Permission[] = typeof required === 'string' ? [required] : required;
  return needed.every((p) => held.includes(p));
}

/** The permissions a requirement names (none for `'none'`). */
export function requiredPermissions(required: PermissionRequirement): readonly Permission[] {
  if (required === 'none') return [];
  return typeof required === 'string' ? [required] : required;
}

const ALL_OF = <const T extends readonly Permission[]>(...p: T) => p;

/**
 * Every API route a back-office admin may call (auth 'admin' or 'any'), keyed `METHOD path`,
 * with what it needs. Public and applicant-only routes are not listed: no admin permission
 * applies to them. The API's routes declare the same value in `config.permission`; the
 * authorization test checks that both agree and that the API enforces it.
 */
export const ROUTE_PERMISSIONS = {
  // Own account: any active admin.
  'GET /api/admin/me': 'none',
  'PATCH /api/admin/me': 'none',
  'POST /api/admin/me/password': 'none',
  'PATCH /api/admin/update-fcm': 'none',
  'POST /api/firebase/register-token': 'none',
  'GET /api/system/notices': 'none',
  'POST /api/requests/send-test-notification': 'none',
  'GET /api/admin/2fa': 'none',
  'POST /api/admin/2fa/setup': 'none',
  'POST /api/admin/2fa/enable': 'none',
  'POST /api/admin/2fa/disable': 'none',

  // Managing admins and broadcasting push notifications.
  'GET /api/admin/list': 'edit-admins',
  'POST /api/admin': 'edit-admins',
  'PATCH /api/admin/:id': 'edit-admins',
  'POST /api/admin/:id/reset-password': 'edit-admins',
  'POST /api/firebase/send': 'edit-admins',

  // Catalog: any active admin reads it (request filters and forms need it); writes need manage-catalog.
  'GET /api/countries/list': 'none',
  'POST /api/countries': 'manage-catalog',
  'PATCH /api/countries/:id': 'manage-catalog',
  'DELETE /api/countries/:id': 'manage-catalog',
  'POST /api/countries/reupload/:id': 'manage-catalog',
  'GET /api/visa/list': 'none',
  'POST /api/visa': 'manage-catalog',
  'PATCH /api/visa/:id': 'manage-catalog',
  'DELETE /api/visa/:id': 'manage-catalog',
  'POST /api/visa/image/:id': 'manage-catalog',
  'POST /api/visa/uploadContentImage/:id': 'manage-catalog',
  'GET /api/visa-requirements/list': 'none',
  'POST /api/visa-requirements': 'manage-catalog',
  'PATCH /api/visa-requirements/:id': 'manage-catalog',
  'DELETE /api/visa-requirements/:id': 'manage-catalog',

  // Requests, their documents, applicants, tickets and events.
  'GET /api/requests/list': 'process-requests',
  'GET /api/requests/one-by-admin/:id': 'process-requests',
  'PATCH /api/requests/:id': 'process-requests',
  'POST /api/requests/upload-document/:id': 'process-requests',
  'DELETE /api/requests/remove-document/:id/:documentId': 'process-requests',
  'GET /api/requests/:id/documents/:documentId/file': 'process-requests',
  'GET /api/users/list': 'process-requests',
  'PATCH /api/users/:id': 'process-requests',
  'GET /api/tickets/list': 'process-requests',
  'PATCH /api/tickets/:id': 'process-requests',
  'GET /api/tickets/:id': 'process-requests',
  'POST /api/tickets/:id/replies': 'process-requests',
  'POST /api/events': 'process-requests',
  'GET /api/events/all': 'process-requests',
  'GET /api/events/stream': 'process-requests',
  'PATCH /api/events/toggle-seen-many': 'process-requests',
  'PATCH /api/events/toggle-seen/:id': 'process-requests',
  'GET /api/events/:id': 'process-requests',
  'PATCH /api/events/:id': 'process-requests',
  'DELETE /api/events/:id': 'process-requests',

  // Money. Cash makes requests Paid, so it also needs process-requests; the dashboard shows both.
  'GET /api/transactions/findAllByAdmin': 'view-finance',
  'POST /api/gateways/record-cash-payment': ALL_OF('process-requests', 'view-finance'),
  'GET /api/dashboard': ALL_OF('process-requests', 'view-finance'),

  // Exports carry passport numbers: export-data on top of the permission that shows the list.
  'GET /api/requests/export-list/:format': ALL_OF('process-requests', 'export-data'),
  'GET /api/transactions/exportAllByAdmin/:format': ALL_OF('view-finance', 'export-data'),
} as const satisfies Record<string, PermissionRequirement>;

export type AdminRouteKey = keyof typeof ROUTE_PERMISSIONS;

/**
 * What each back-office screen needs (keys are the route names of `APP_ROUTES`). A screen is
 * reachable only when every API call it cannot work without is allowed; buttons for further
 * actions check their own permission.
 */
export const SCREEN_PERMISSIONS = {
  index: 'none',
  login: 'none',
  admin: 'none',
  dashboard: ALL_OF('process-requests', 'view-finance'),
  'requests-list': 'process-requests',
  'user-list': 'process-requests',
  'tickets-list': 'process-requests',
  'visa-list': 'none',
  'visa-countries': 'none',
  'visa-requirements': 'none',
  'transactions-list': 'view-finance',
  'admin-list': 'edit-admins',
} as const satisfies Record<AppRouteName, PermissionRequirement>;

/**
 * Actions inside screens that have their own permission: the web hides their buttons, the API
 * refuses them. `refund` is a status move of a paid request to Canceled or Rejected.
 */
export const ACTION_PERMISSIONS = {
  'catalog.write': 'manage-catalog',
  'requests.export': ALL_OF('process-requests', 'export-data'),
  'transactions.export': ALL_OF('view-finance', 'export-data'),
  'requests.cash-payment': ALL_OF('process-requests', 'view-finance'),
  'requests.refund': ALL_OF('process-requests', 'view-finance'),
  'admins.list': 'edit-admins',
} as const satisfies Record<string, PermissionRequirement>;

export type ActionName = keyof typeof ACTION_PERMISSIONS;
