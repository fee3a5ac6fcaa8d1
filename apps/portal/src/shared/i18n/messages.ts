import * as ar from './ar';
import * as en from './en';
import type { Locale } from './locale';

/**
 * Every text of the portal, per language. Plain objects rather than an i18n library (ADR 0021):
 * TypeScript holds Arabic to the English keys, functions take the values, and the server-rendered
 * pages ship no translation runtime at all.
 */
export type Messages = typeof en;
const byLocale: Record<Locale, Messages> = { en, ar };

export const messagesFor = (locale: Locale): Messages => byLocale[locale];
