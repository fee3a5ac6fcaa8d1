import { expect, type Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@visadesk.test', password: 'Admin#12345' };

/** Labels of the sign-in form in each language (from src/locales). */
export const LOGIN_TEXT = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
} as const;

export type Locale = keyof typeof LOGIN_TEXT;
export const prefix = (locale: Locale) => (locale === 'ar' ? '/ar' : '');

export async function fillLogin(page: Page, locale: Locale, email: string, password: string) {
  const text = LOGIN_TEXT[locale];
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.submit }).click();
}

/**
 * The prerendered sign-in form is painted before React hydrates it (ADR 0016); a click in that
 * window submits the bare HTML form, which reloads the page. Flows that are not about that window
 * wait for React to own the form.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('form');
    return Boolean(form && Object.keys(form).some((key) => key.startsWith('__react')));
  });
}

/** Signs the demo admin in through the form and waits for the dashboard. */
export async function signIn(page: Page, locale: Locale = 'en') {
  await page.goto(`${prefix(locale)}/login`);
  await hydrated(page);
  await fillLogin(page, locale, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/dashboard$`));
}
