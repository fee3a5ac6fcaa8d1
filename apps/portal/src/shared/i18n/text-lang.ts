import type { Locale } from './locale';

/**
 * How to mark a text someone typed in a known language (a staff reason): its `lang`, so it is read
 * and hyphenated as that language, and its `dir`, so an English reason on an Arabic page reads
 * left to right. Without a language, the browser guesses the direction.
 */
export const textLangProps = (lang: Locale | null | undefined) =>
  lang ? { lang, dir: lang === 'ar' ? ('rtl' as const) : ('ltr' as const) } : { dir: 'auto' as const };
