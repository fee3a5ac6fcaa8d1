import type { Locale } from '@visadesk/contract';
import { APP_ROUTES, localizedPath } from '@visadesk/contract/app-routes';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { withChunkReload } from '../../lib/build/reload-guard';
import { activateLocale } from '../../lib/i18n/i18n';
import { APP_LOCALES, rememberedLocale } from '../../lib/i18n/locale';
import { registerNavigate } from '../../lib/navigation/navigate';
import { registerRouteImporters } from '../../lib/navigation/preload';
import { isLoggedIn } from '../../lib/session/session';
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

function pagesOf(layout: 'blank' | 'default', locale: Locale): RouteObject[] {
  return APP_ROUTES.filter((r) => r.layout === layout).map((r) => ({
    id: `${r.name}___${locale}`,
    path: localizedPath(r.path, locale),
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

export function createAppRouter() {
  const router = createBrowserRouter([
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
  ]);
  registerNavigate((to) => void router.navigate(to, { replace: true }));
  registerRouteImporters({ ...pageModules, 'layout-default': defaultLayoutModule });
  return router;
}
