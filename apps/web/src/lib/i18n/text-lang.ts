import type { Locale } from '@visadesk/contract';

/**
 * `lang` and `dir` for a text someone wrote in a known language (a staff reason), so an English
 * reason on an Arabic screen reads left to right and is read out as English.
 */
export const textLangProps = (lang: Locale | null | undefined) =>
  lang ? { lang, dir: lang === 'ar' ? ('rtl' as const) : ('ltr' as const) } : { dir: 'auto' as const };
