// First: hold clicks on the prerendered sign-in page until React owns it (early-input.ts).
import './features/auth/prerender/hold-early-input';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/routing/router';
import { mountApp, takePrerenderedPage } from './features/auth/prerender/mount-app';
import { listenForPreloadErrors } from './lib/build/reload-guard';
import { provideAfterSignIn } from './lib/navigation/after-sign-in';
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-500.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-600.css';
import './styles/base.css';
import './styles/chrome.css';

listenForPreloadErrors();
// Right after sign-in the dashboard's data is fetched alongside the route change (ADR 0016).
provideAfterSignIn(() =>
  import('./features/dashboard/sign-in-prefetch').then((m) => m.prefetchDashboardData),
);
// The sign-in page arrives prerendered (ADR 0016): hydrate it with the build's loader data.
const prerendered = takePrerenderedPage();
const router = createAppRouter(prerendered?.hydrationData);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void mountApp(
  container,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
  router,
  prerendered,
);
