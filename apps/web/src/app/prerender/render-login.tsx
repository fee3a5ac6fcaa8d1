import type { Locale } from '@visadesk/contract';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { firstPageMessages, type PrerenderData } from '../../features/auth/prerender/prerendered-page';
import { i18n } from '../../lib/i18n/i18n';
import { appRoutes } from '../routing/router';

export * from '../../features/auth/prerender/prerendered-page';

/**
 * Build-time entry (vite build --ssr, run by scripts/prerender-login.mjs): renders the sign-in page
 * through the app's own route table, as the browser's first render will, so hydration matches.
 */
export async function renderLogin(
  path: string,
  locale: Locale,
  allMessages: Record<string, unknown>,
): Promise<{ body: string; title: string; data: PrerenderData }> {
  const messages = firstPageMessages(allMessages);
  // Only what the page will have in the browser at hydration: the inlined sections (plus the
  // bundled English), so no text renders here that the browser could not render too.
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
  await i18n.changeLanguage(locale);

  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} at build time`);
  if (context.errors) throw new Error(`${path} failed at build time: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const html = renderToString(
    <StrictMode>
      {/* hydrate={false}: its inline script would break the CSP; the data goes in a JSON block. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  return {
    body: html,
    title: `${i18n.t('pages.login')} | ${i18n.t('app.name')}`,
    data: {
      path,
      locale,
      messages,
      hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    },
  };
}
