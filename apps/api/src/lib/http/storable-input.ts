import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@visadesk/contract';
import { MAX_JSON_DEPTH, MAX_JSON_VALUES } from './json-limits';

/** A problem found in a value, with the keys leading to it, innermost first. */
interface Found {
  keys: string[];
  reason: string;
  /** The problem is the input's as a whole (its size), wherever the walk noticed it. */
  whole?: true;
}

/** Counts the values seen in one walk, so no input costs more than MAX_JSON_VALUES visits. */
interface Budget {
  left: number;
}

const tooMany = (): Found => ({ keys: [], reason: `more than ${MAX_JSON_VALUES} values`, whole: true });

/** The walk: arrays by index, objects by own key; a path is only put together once a problem is found. */
function find(value: unknown, depth: number, budget: Budget): Found | undefined {
  if (typeof value === 'string') {
    return isStorableText(value) ? undefined : { keys: [], reason: UNSTORABLE_TEXT_MESSAGE };
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (depth >= MAX_JSON_DEPTH) return { keys: [], reason: `nested deeper than ${MAX_JSON_DEPTH} levels` };
  if (Array.isArray(value)) {
    budget.left -= value.length;
    if (budget.left < 0) return tooMany();
    for (let i = 0; i < value.length; i++) {
      const found = find(value[i], depth + 1, budget);
      if (found) {
        found.keys.push(String(i));
        return found;
      }
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (--budget.left < 0) return tooMany();
    if (!isStorableText(key)) return { keys: [], reason: `a field name ${UNSTORABLE_TEXT_MESSAGE}` };
    const found = find(record[key], depth + 1, budget);
    if (found) {
      found.keys.push(key);
      return found;
    }
  }
  return undefined;
}

/**
 * The first place in a parsed query, path or JSON body holding text PostgreSQL refuses (a NUL
 * character, a lone surrogate), as `where.path: reason`; or too deeply nested, or holding too many
 * values, to be a real input. Linear in the input, and allocation-free until a problem is found.
 */
export function unstorableInput(value: unknown, where: string): string | undefined {
  const found = find(value, 0, { left: MAX_JSON_VALUES });
  if (!found) return undefined;
  if (found.whole) return `${where}: ${found.reason}`;
  return `${[where, ...found.keys.reverse()].join('.')}: ${found.reason}`;
}
