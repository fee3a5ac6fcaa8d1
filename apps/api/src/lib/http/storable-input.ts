import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@visadesk/contract';

const MAX_DEPTH = 64;

/**
 * The first place in a parsed query, path or JSON body holding text PostgreSQL refuses (a NUL
 * character, a lone surrogate), as `where.path: reason`; or too deeply nested to be a real input.
 */
export function unstorableInput(value: unknown, where: string, depth = 0): string | undefined {
  if (typeof value === 'string') {
    return isStorableText(value) ? undefined : `${where}: ${UNSTORABLE_TEXT_MESSAGE}`;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth >= MAX_DEPTH) return `${where}: nested deeper than ${MAX_DEPTH} levels`;
  for (const [key, item] of Object.entries(value)) {
    const path = `${where}.${key}`;
    if (!isStorableText(key)) return `${where}: a field name ${UNSTORABLE_TEXT_MESSAGE}`;
    const problem = unstorableInput(item, path, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}
