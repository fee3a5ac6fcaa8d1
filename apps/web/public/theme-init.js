// Runs before first paint (external file: the CSP forbids inline scripts). Mirrors MUI's
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
  // fetches the same URL with the same mode, so the browser reuses this response).
  const preload = document.createElement('link');
  preload.rel = 'preload';
  preload.as = 'fetch';
  preload.crossOrigin = 'anonymous';
  preload.href = `/_i18n/${ar ? 'ar' : 'en'}/messages.json`;
  document.head.appendChild(preload);
})();
