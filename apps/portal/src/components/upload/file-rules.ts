import type { Locale } from '../../shared/i18n/locale';

/** What a document requirement accepts: the visa's requirement, or a request's required document. */
export interface FileRule {
  acceptedTypes: readonly string[];
  maxSizeMb: number;
}

/** A document requirement as the pages show it (GET /api/visa-requirements/one/:id has these). */
export interface DocumentRule extends FileRule {
  id: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
}

const MB = 1024 * 1024;

const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};
// The same in both languages: these are the formats' own names.
const LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

export const typeLabel = (type: string) => LABELS[type] ?? type.replace(/^.*\//, '').toUpperCase();

/** "PDF, JPEG or PNG" in the page's language. */
export const typeList = (locale: Locale, types: readonly string[]) =>
  new Intl.ListFormat(locale, { type: 'disjunction' }).format(types.map(typeLabel));

/** The picker's `accept`: types and extensions (some phones only match one of the two). */
export const acceptOf = (types: readonly string[]) =>
  types.flatMap((t) => [t, ...(EXTENSIONS[t] ?? [])]).join(',');

export const imageTypes = (types: readonly string[]) => types.filter((t) => t.startsWith('image/'));

/** The type a file claims, or the one its extension names when the browser gives none. */
function typeOf(file: File): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0];
  return Object.entries(EXTENSIONS).find(([, exts]) => ext && exts.includes(ext))?.[0] ?? '';
}

export type FileProblem = 'empty' | 'type' | 'size';

/**
 * What the server would refuse, found before the upload starts (on a phone a 20 MB photo costs
 * real time and money). A file of no known type goes through: the server reads its real content.
 */
export function checkFile(file: File, rule: FileRule): FileProblem | null {
  if (file.size === 0) return 'empty';
  const type = typeOf(file);
  if (type && !rule.acceptedTypes.includes(type)) return 'type';
  if (file.size > rule.maxSizeMb * MB) return 'size';
  return null;
}
