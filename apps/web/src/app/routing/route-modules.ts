import type { AppRouteName } from '@visadesk/contract';
import type { ComponentType } from 'react';

type PageName = Exclude<AppRouteName, 'index'>;
type RouteModule = Promise<{ Component: ComponentType }>;

/** One dynamic import per page: each page is its own chunk, none of them in the entry. */
export const pageModules: Record<PageName, () => RouteModule> = {
  login: () => import('../../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  dashboard: () =>
    import('../../features/dashboard/pages/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  'user-list': () =>
    import('../../features/users/pages/user-list-page').then((m) => ({ Component: m.UserListPage })),
  'visa-list': () =>
    import('../../features/visa/pages/visa-list-page').then((m) => ({ Component: m.VisaListPage })),
  'admin-list': () =>
    import('../../features/admins/pages/admin-list-page').then((m) => ({ Component: m.AdminListPage })),
  admin: () => import('../../features/admins/pages/admin-page').then((m) => ({ Component: m.AdminPage })),
  'requests-list': () =>
    import('../../features/requests/pages/requests-list-page').then((m) => ({
      Component: m.RequestsListPage,
    })),
  'visa-countries': () =>
    import('../../features/visa/pages/visa-countries-page').then((m) => ({ Component: m.VisaCountriesPage })),
  'transactions-list': () =>
    import('../../features/transactions/pages/transactions-list-page').then((m) => ({
      Component: m.TransactionsListPage,
    })),
  'visa-requirements': () =>
    import('../../features/visa/pages/visa-requirements-page').then((m) => ({
      Component: m.VisaRequirementsPage,
    })),
  'tickets-list': () =>
    import('../../features/tickets/pages/tickets-list-page').then((m) => ({
      Component: m.TicketsListPage,
    })),
};

/** The signed-in shell (menus, top bar, QueryClient) stays out of the login page's JS. */
export const defaultLayoutModule = (): RouteModule =>
  import('../layouts/default-layout').then((m) => ({ Component: m.DefaultLayout }));
