import type { Locale } from '@visadesk/contract';
import { activateLocale } from '../../lib/i18n/i18n';
import { preloadAfterSignIn, runAfterSignIn } from '../../lib/navigation/after-sign-in';
import { preloadAllRoutes, preloadRoute } from '../../lib/navigation/preload';

/** Runs `task` when the main thread is idle (at the latest after `timeout` ms). */
export function whenIdle(task: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, 200);
}

/**
 * While the sign-in page waits for the user to type, fetch and evaluate what the first signed-in
 * screen needs, so the dashboard draws right after the click (ADR 0016): the signed-in shell and
 * the dashboard's chunks, the locale's full messages, and for Arabic the RTL style cache. All are
 * dynamic imports: none of it counts towards the sign-in page's JS budget.
 */
const warmed = new Set<Locale>();

export function warmUpDashboard(locale: Locale): void {
  if (warmed.has(locale)) return;
  warmed.add(locale);
  void preloadRoute('layout-default');
  void preloadRoute('dashboard');
  void activateLocale(locale);
  preloadAfterSignIn();
  if (locale === 'ar') void import('../../lib/theme/emotion-cache').then((m) => m.loadRtlCache());
}

/**
 * After sign-in, the other screens' chunks (data grids, editors) load once the dashboard has had
 * the main thread to itself: evaluating them earlier delays its first cards.
 */
export function preloadOtherScreensLater(delayMs = 2000): void {
  window.setTimeout(() => whenIdle(() => void preloadAllRoutes()), delayMs);
}

/**
 * After sign-in, when the dashboard comes next: its data, fetched alongside the route change
 * (what the app shell gave to lib/navigation/after-sign-in; sent at once when warmed up).
 */
export const prefetchDashboardData = runAfterSignIn;
