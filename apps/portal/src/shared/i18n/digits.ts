import type { Locale } from './locale';

// Arabic pages write numbers in Arabic-Indic digits (٠١٢…), the Iraqi custom; the formatters in
// format.ts do it for the numbers the portal formats. These helpers do it for staff-written text
// (visa titles and descriptions, requirement names) and undo it for what applicants type.

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/** Latin digits as Arabic-Indic on Arabic pages; English text is returned as it is. */
export function localDigits(locale: Locale, text: string): string {
  if (locale !== 'ar') return text;
  // A web address stays as written: its digits are part of what one types.
  return text.replace(/(https?:\/\/\S+|www\.\S+)|[0-9]/g, (m, url: string | undefined) =>
    url ? url : ARABIC_INDIC[Number(m)]!,
  );
}

/**
 * The same for sanitised HTML: only text between tags changes, never a tag, an attribute (links,
 * image sizes), a character reference (`&#160;`) or the content of `<code>`, `<pre>`, `<kbd>`.
 */
export function localDigitsInHtml(locale: Locale, html: string): string {
  if (locale !== 'ar') return html;
  let literal = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        const tag = /^<(\/?)(code|pre|kbd|samp)\b/i.exec(part);
        if (tag) literal += tag[1] ? -1 : 1;
        return part;
      }
      if (literal > 0) return part;
      return part
        .split(/(&#?\w+;)/)
        .map((piece) => (piece.startsWith('&') ? piece : localDigits(locale, piece)))
        .join('');
    })
    .join('');
}

/** Digits as typed, in any script people use here (Arabic-Indic, Persian, Latin), as Latin. */
export function latinDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹]/g, (d) => {
    const code = d.codePointAt(0)!;
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
