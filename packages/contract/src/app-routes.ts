/**
 * The back office's route table (seed-spec §2). The web builds its router from it and the API
 * uses it to answer unknown paths with a real 404 status.
 */
export const APP_ROUTES = [
  { name: 'index', path: '/', layout: 'none' },
  { name: 'login', path: '/login', layout: 'blank' },
  { name: 'dashboard', path: '/dashboard', layout: 'default' },
  { name: 'user-list', path: '/user/list', layout: 'default' },
  { name: 'visa-list', path: '/visa/list', layout: 'default' },
  { name: 'admin-list', path: '/admin/list', layout: 'default' },
  { name: 'admin', path: '/admin', layout: 'default' },
  { name: 'requests-list', path: '/requests/list', layout: 'default' },
  { name: 'visa-countries', path: '/visa/countries', layout: 'default' },
  { name: 'transactions-list', path: '/transactions/list', layout: 'default' },
  { name: 'visa-requirements', path: '/visa/requirements', layout: 'default' },
  // Beyond the spec's table: the applicants' and visitors' tickets, answered here.
  { name: 'tickets-list', path: '/tickets/list', layout: 'default' },
] as const;

export type AppRouteName = (typeof APP_ROUTES)[number]['name'];

/** Arabic lives under /ar; English (the default) has no prefix. */
export function localizedPath(path: string, locale: 'en' | 'ar'): string {
  if (locale === 'en') return path;
  return path === '/' ? '/ar' : `/ar${path}`;
}

/** True when `pathname` is one of the app's pages in either language (trailing slash tolerated). */
export function isAppPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const bare = clean === '/ar' ? '/' : clean.startsWith('/ar/') ? clean.slice(3) : clean;
  return APP_ROUTES.some((r) => r.path === bare);
}
