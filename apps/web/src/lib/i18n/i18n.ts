import type { Locale } from '@visadesk/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// Named imports let the bundler drop the sections the shell does not use (Vite tree-shakes JSON
// exports): feature-only sections, such as the catalog's, reach the browser with the messages
// fetch below instead of weighing on the sign-in page. List a new top-level section here if the
// sign-in page or the shell must show it even when that fetch fails.
import { app, auth, errors, nav, pages, topbar, update, validation } from '../../locales/en.json';

const en = { app, auth, errors, nav, pages, topbar, update, validation };

/** English ships in the bundle so a failed messages fetch never leaves raw keys on screen. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

const loaded = new Map<Locale, Promise<void>>();

async function fetchMessages(locale: Locale): Promise<void> {
  try {
    const res = await fetch(`/_i18n/${locale}/messages.json`, { headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const messages = (await res.json()) as Record<string, unknown>;
    i18n.addResourceBundle(locale, 'translation', messages, true, true);
  } catch (error) {
    // Seed-spec §8: log and carry on with the bundled English.
    console.warn(`[i18n] could not load messages for "${locale}"`, error);
    loaded.delete(locale);
  }
}

/** Loads a locale's messages once per page life and switches i18next to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = fetchMessages(locale);
    loaded.set(locale, pending);
  }
  await pending;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
