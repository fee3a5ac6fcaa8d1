import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { i18n } from '../../../lib/i18n/i18n';
import { isLoggedIn } from '../../../lib/session/session';
import { whenIdle } from '../warm-up';
import { releaseEarlyInput } from './early-input';
import { PRERENDER_DATA_ID, type PrerenderData, readPrerenderData } from './prerendered-page';

/**
 * The data block of a page the build prerendered (ADR 0016), with its messages added to i18next;
 * null when this page was not prerendered or a signed-in visitor must be sent on by the loaders
 * (hydration does not run them).
 */
export function takePrerenderedPage(): PrerenderData | null {
  const data = readPrerenderData(document, window.location.pathname);
  document.getElementById(PRERENDER_DATA_ID)?.remove();
  if (!data || isLoggedIn()) return null;
  i18n.addResourceBundle(data.locale, 'translation', data.messages, true, true);
  return data;
}

/** Resolves once the router has loaded the lazy route modules the URL matches. */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Resolves after the browser has painted the current document (or after 100 ms, as a hidden tab
 * draws no frames): the prerendered form is painted before hydration takes the main thread.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/**
 * Renders the app into #root: hydrates the prerendered sign-in page once its language and route
 * module are ready (the same tree the build rendered), or renders from scratch (any other page,
 * which the server sends with an empty #root).
 */
export async function mountApp(
  container: HTMLElement,
  app: ReactNode,
  router: DataRouter,
  prerendered: PrerenderData | null,
): Promise<void> {
  if (!prerendered) {
    createRoot(container).render(app);
    releaseEarlyInput({ replay: false });
    return;
  }
  await Promise.all([i18n.changeLanguage(prerendered.locale), routerReady(router), afterNextPaint()]);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread until the whole page is hydrated, so the painted form answers input meanwhile (a
  // discrete event such as a click makes React finish hydrating before it is dispatched).
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // React listens on the page now: a click held since the app started is React's to handle.
  releaseEarlyInput({ replay: true });
  const files = prerendered.prefetch ?? [];
  whenIdle(() => {
    for (const href of files) {
      if (!href.startsWith('/assets/') || document.querySelector(`link[href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  });
}
