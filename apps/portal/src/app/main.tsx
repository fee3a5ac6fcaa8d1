import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LocaleContext } from '../lib/locale-context';
import type { Locale } from '../shared/i18n/locale';
import { AppRoutes } from './routes';

// The server wrote the page (header, footer, language); the app fills #app with the page's content.
const mount = document.getElementById('app');
if (mount) {
  const locale: Locale = document.documentElement.lang === 'ar' ? 'ar' : 'en';
  createRoot(mount).render(
    <StrictMode>
      <LocaleContext.Provider value={locale}>
        <BrowserRouter basename={locale === 'ar' ? '/ar' : '/'}>
          <AppRoutes />
        </BrowserRouter>
      </LocaleContext.Provider>
    </StrictMode>,
  );
}
