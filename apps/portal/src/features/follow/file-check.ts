import type { Locale } from '../../shared/i18n/locale';

const MB = 1024 * 1024;

/** Sizes as people read them, in the page's digits: "850 kB", "1.2 MB". */
export function formatSize(locale: Locale, bytes: number): string {
  const big = bytes >= MB;
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-IQ' : 'en-IQ', {
    style: 'unit',
    unit: big ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(big ? bytes / MB : Math.max(1, bytes / 1024));
}

/** "PDF, JPEG or PNG" in the page's language. */
export function typeList(locale: Locale, types: readonly string[], names: Record<string, string>): string {
  const words = types.map((t) => names[t] ?? t.replace(/^.*\//, '').toUpperCase());
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(words);
}

export type FileProblem =
  | { kind: 'empty' }
  | { kind: 'type' }
  | { kind: 'size'; sizeMb: number; maxMb: number };

/**
 * What the server would refuse, found before the upload starts (on a phone a 20 MB photo costs
 * real time and money). The server still checks the file's real content.
 */
export function checkFile(
  file: File,
  acceptedTypes: readonly string[],
  maxSizeMb: number,
): FileProblem | null {
  if (file.size === 0) return { kind: 'empty' };
  if (file.type && !acceptedTypes.includes(file.type)) return { kind: 'type' };
  if (file.size > maxSizeMb * MB)
    return { kind: 'size', sizeMb: Math.ceil((file.size / MB) * 10) / 10, maxMb: maxSizeMb };
  return null;
}
