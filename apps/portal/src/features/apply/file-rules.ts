import type { Locale } from '../../shared/i18n/locale';
import type { Messages } from '../../shared/i18n/messages';

/** What a document requirement accepts (GET /api/visa-requirements/one/:id). */
export interface DocumentRule {
  id: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  acceptedTypes: string[];
  maxSizeMb: number;
}

const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};
const LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

export const typeLabels = (types: string[]) => types.map((t) => LABELS[t] ?? t).join(', ');

/** The picker's `accept`: types and extensions (some phones only match one of the two). */
export const acceptOf = (types: string[]) => types.flatMap((t) => [t, ...(EXTENSIONS[t] ?? [])]).join(',');

export const imageTypes = (types: string[]) => types.filter((t) => t.startsWith('image/'));

export const maxBytes = (rule: DocumentRule) => rule.maxSizeMb * 1024 * 1024;

/** The type a file claims, or the one its extension names when the browser gives none. */
function typeOf(file: File): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0];
  return Object.entries(EXTENSIONS).find(([, exts]) => ext && exts.includes(ext))?.[0] ?? '';
}

export type FileProblem = 'type' | 'size' | 'empty';

/** Checked before sending: the server reads the bytes too, this only spares a useless upload. */
export function checkFile(file: File, rule: DocumentRule): FileProblem | null {
  if (!rule.acceptedTypes.includes(typeOf(file))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes(rule)) return 'size';
  return null;
}

export function formatSize(locale: Locale, m: Messages['apply']['documents'], bytes: number): string {
  const tag = locale === 'ar' ? 'ar-IQ' : 'en-IQ';
  if (bytes < 1024 * 1024) {
    const kb = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024));
    return m.units.kb(kb);
  }
  const mb = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
  return m.units.mb(mb);
}
