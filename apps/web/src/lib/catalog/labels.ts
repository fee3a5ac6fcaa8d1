import type { Locale } from '@visadesk/contract';
import { localDigits } from '../i18n/digit-text';
import { getDigits } from '../i18n/digits';

/** i18n keys for the catalog's enumerations; labels live in the locale files, not in code. */
export const visaTypeKey = (type: string) => `catalog.visaTypes.${type}`;
export const visaEntryKey = (entry: string) => `catalog.entries.${entry}`;
export const personalFieldKey = (field: string) => `catalog.personalFields.${field}`;
export const requirementKindKey = (kind: string) => `catalog.kinds.${kind}`;

/** File types are shown by their common short names in both languages. */
const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};
export const documentTypeLabel = (type: string) => DOCUMENT_TYPE_LABELS[type] ?? type;

/** The name of a bilingual record in the active language, in the page's digits. */
export function localizedName(record: { nameEn: string; nameAr: string }, locale: Locale): string {
  return locale === 'ar' ? localDigits(record.nameAr, locale, getDigits()) : record.nameEn;
}

export function localizedTitle(record: { titleEn: string; titleAr: string }, locale: Locale): string {
  return locale === 'ar' ? localDigits(record.titleAr, locale, getDigits()) : record.titleEn;
}
