// Runs before first paint: an external file on the app's pages (the CSP allows no inline script),
// inline on the prerendered sign-in pages (allowed there by its hash, ADR 0016). Mirrors MUI's
// InitColorSchemeScript for our keys, and sets lang/dir from the URL so Arabic never flashes LTR.
(() => {
  const root = document.documentElement;
  try {
    const mode = localStorage.getItem('mui-mode') || 'light';
    let scheme = mode;
    if (mode === 'system') {
      scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    if (scheme === 'light' || scheme === 'dark') {
      scheme = localStorage.getItem(`mui-color-scheme-${scheme}`) || scheme;
      root.setAttribute('data-mui-color-scheme', scheme);
    }
  } catch (_e) {
    // storage may be blocked; MUI falls back to the default scheme
  }
  const path = window.location.pathname;
  const ar = path === '/ar' || path.startsWith('/ar/');
  root.lang = ar ? 'ar' : 'en';
  root.dir = ar ? 'rtl' : 'ltr';
  // Start the messages download now rather than after the app's JS has run (lib/i18n/i18n.ts
  // fetches the same URL with the same mode, so the browser reuses this response). Not on the
  // prerendered sign-in page (signed out at /login or /ar/login): its messages are in the page,
  // and the download would compete with its first paint.
  const signInPage = path === '/login' || path === '/ar/login';
  if (signInPage && !/(?:^|;\s*)accessToken=/.test(document.cookie)) return;
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'fetch';
  preload.crossOrigin = 'anonymous';
  preload.href = `/_i18n/${ar ? 'ar' : 'en'}/messages.json`;
  document.head.appendChild(preload);
})();
