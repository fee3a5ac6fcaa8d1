import type { AppRouteName, Locale } from '@visadesk/contract';
import { APP_ROUTES, localizedPath } from '@visadesk/contract/app-routes';
import {
  createBrowserRouter,
  data,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
  redirect,
} from 'react-router';
import { withChunkReload } from '../../lib/build/reload-guard';
import { activateLocale } from '../../lib/i18n/i18n';
import { APP_LOCALES, rememberedLocale } from '../../lib/i18n/locale';
import { registerNavigate } from '../../lib/navigation/navigate';
import { registerRouteImporters } from '../../lib/navigation/preload';
import { canOpen, landingRoute } from '../../lib/session/screen-access';
import { getUser, isLoggedIn } from '../../lib/session/session';
import { ErrorPage } from '../errors/error-page';
import { BlankLayout } from '../layouts/blank-layout';
import { RootShell } from '../layouts/root-shell';
import { defaultLayoutModule, pageModules } from './route-modules';

/** Nothing to show while the first loaders (locale messages) run: they take milliseconds. */
function HydrateFallback() {
  return null;
}

/** Guards (seed-spec §2): signed-in users skip blank pages, signed-out users are sent to login. */
function layoutLoader(layout: 'blank' | 'default', locale: Locale) {
  return async () => {
    // Only the MUI shell needs the RTL style cache; the sign-in page is plain CSS.
    const rtlStyles =
      layout === 'default' && locale === 'ar'
        ? import('../../lib/theme/emotion-cache').then((m) => m.loadRtlCache())
        : undefined;
    await Promise.all([activateLocale(locale), rtlStyles]);
    if (layout === 'blank' && isLoggedIn()) throw redirect(localizedPath('/dashboard', locale));
    if (layout === 'default' && !isLoggedIn()) throw redirect(localizedPath('/login', locale));
    return null;
  };
}

function indexLoader(locale: Locale) {
  return ({ request }: LoaderFunctionArgs) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/' && rememberedLocale() === 'ar') throw redirect('/ar');
    throw redirect(localizedPath(isLoggedIn() ? '/dashboard' : '/login', locale));
  };
}

/**
 * Route guard (ADR 0011): a screen the admin may not open answers 403 inside the signed-in shell,
 * so the menu stays usable, instead of a screen whose calls would all fail. The dashboard is where
 * sign-in lands, so an admin without it is sent to the first screen they may open instead.
 */
function screenLoader(route: AppRouteName, locale: Locale) {
  return () => {
    if (!isLoggedIn()) return null; // the layout's loader sends them to sign in
    const permissions = getUser()?.permissions ?? [];
    if (canOpen(route, permissions)) return null;
    if (route === 'dashboard') {
      const landing = APP_ROUTES.find((r) => r.name === landingRoute(permissions))!;
      throw redirect(localizedPath(landing.path, locale));
    }
    throw data(null, { status: 403 });
  };
}

function pagesOf(layout: 'blank' | 'default', locale: Locale): RouteObject[] {
  return APP_ROUTES.filter((r) => r.layout === layout).map((r) => ({
    id: `${r.name}___${locale}`,
    path: localizedPath(r.path, locale),
    ...(layout === 'default' ? { loader: screenLoader(r.name, locale), errorElement: <ErrorPage /> } : {}),
    lazy: withChunkReload(pageModules[r.name as keyof typeof pageModules]),
  }));
}

function localeRoutes(locale: Locale): RouteObject[] {
  return [
    // The index only redirects; element: null tells the router there is nothing to render.
    { id: `index___${locale}`, path: localizedPath('/', locale), loader: indexLoader(locale), element: null },
    {
      id: `layout-blank___${locale}`,
      loader: layoutLoader('blank', locale),
      element: <BlankLayout />,
      children: pagesOf('blank', locale),
    },
    {
      id: `layout-default___${locale}`,
      loader: layoutLoader('default', locale),
      lazy: withChunkReload(defaultLayoutModule),
      children: pagesOf('default', locale),
    },
  ];
}

/** The whole route table; the build also renders the sign-in page from it (features/auth/prerender). */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      // Unknown paths land here as a 404; thrown errors as 500. Rendered inside the shell's providers.
      errorElement: (
        <RootShell>
          <ErrorPage />
        </RootShell>
      ),
      HydrateFallback,
      children: APP_LOCALES.flatMap(localeRoutes),
    },
  ];
}

/** hydrationData: the loaders' results of a prerendered page, so hydration does not run them again. */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(appRoutes(), hydrationData ? { hydrationData } : undefined);
  registerNavigate((to) => void router.navigate(to, { replace: true }));
  registerRouteImporters({ ...pageModules, 'layout-default': defaultLayoutModule });
  return router;
}
